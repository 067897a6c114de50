import { type JobPostType, jobKind, jobSeekersPath } from '#shared/listings/job.ts';
import { withQuery } from './paths.ts';

/** The jobs board's two lists (product description §2): offers at /jobs, people looking for work at /Job. */
export const jobListPath = (postType: JobPostType) =>
  postType === 'hiring' ? jobKind.paths.list : jobSeekersPath;

/** The post type a list address shows (/jobs or /Job, any letter case apart from that one s). */
export const jobListAt = (pathname: string): JobPostType =>
  pathname.replace(/\/+$/, '').toLowerCase() === jobKind.paths.list ? 'hiring' : 'looking';

/** The list's query fields: the filter form's names, the same as GET /listings?kind=job. */
export const jobFilterFields = ['job_type', 'salary_type', 'experience', 'price_min', 'price_max'] as const;
export const jobQueryFields = [...jobFilterFields, 'sort', 'cursor'] as const;

/** A list's address with these query values; empty ones are left out (one canonical address). */
export const jobsPath = (postType: JobPostType, query: Record<string, string | undefined | null> = {}) =>
  withQuery(jobListPath(postType), query);

/** A city's short name for page titles: "Dearborn" of "Dearborn, Michigan" (either language's comma). */
export const shortCityName = (name: string) => name.split(/[,،]/)[0].trim();
