import { z } from 'zod';
import type { FieldIssue } from '../errors.ts';
import { emailSchema, phoneSchema, textField } from '../validation.ts';
import { filterEnum } from './fields.ts';
import { jobExperienceLevels, jobPosterKinds, jobPostTypes, jobSalaryTypes, jobTypes } from './job.ts';

export { jobExperienceLevels, jobPosterKinds, jobPostTypes, jobSalaryTypes, jobTypes };

/** Whether a field named here already has its own message (its value cannot be read then). */
const hasIssueAt = (issues: ReadonlyArray<{ path?: PropertyKey[] }>, fields: string[]) =>
  issues.some((i) => fields.includes(String(i.path?.[0])));

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key });

/** A portfolio or CV link: http(s) only, so no `javascript:` address ever reaches a page. */
const portfolioUrl = textField({ max: 300, tooLong: 'jobs.validation.portfolioInvalid' }).refine(
  (v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  { error: 'jobs.validation.portfolioInvalid' },
);

/**
 * A job's own fields (product description §3 Job, §5 messages), stored in listings.attributes.
 * Strict, like every kind. A job needs a way to reach the poster: a phone or an e-mail (§5 'Please
 * fill phone number or email address'); a company post names its company.
 */
export const jobAttributesSchema = z
  .strictObject({
    post_type: choice(jobPostTypes, 'jobs.validation.postTypeRequired'),
    job_type: choice(jobTypes, 'jobs.validation.jobTypeRequired'),
    poster_kind: choice(jobPosterKinds, 'jobs.validation.posterKindInvalid').default('individual'),
    company: textField({ max: 120 }),
    salary_type: choice(jobSalaryTypes, 'jobs.validation.salaryTypeInvalid').optional(),
    location: textField({ max: 120, required: 'jobs.validation.locationRequired' }),
    experience: choice(jobExperienceLevels, 'jobs.validation.experienceInvalid').optional(),
    portfolio_url: portfolioUrl,
    phone: phoneSchema.optional(),
    // '' from a form or an app means no e-mail (then the phone must be there)
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      emailSchema.optional(),
    ),
  })
  // checked even when other fields fail, so the form shows every message at once
  .refine((job) => Boolean(job.phone || job.email), {
    path: ['phone'],
    error: 'jobs.validation.contactRequired',
    when: (payload) => !hasIssueAt(payload.issues, ['phone', 'email']),
  })
  .refine((job) => job.poster_kind !== 'company' || Boolean(job.company), {
    path: ['company'],
    error: 'jobs.validation.companyRequired',
    when: (payload) => !hasIssueAt(payload.issues, ['company', 'poster_kind']),
  });
export type JobAttributes = z.infer<typeof jobAttributesSchema>;

/**
 * What a job list can be filtered by (GET /listings?kind=job, /jobs and /Job): job type, salary type,
 * experience and post type match exactly; the salary range is the core's price_min/price_max.
 */
export const jobFilterSchema = z.strictObject({
  post_type: filterEnum(jobPostTypes, 'jobs.validation.postTypeInvalid'),
  job_type: filterEnum(jobTypes, 'jobs.validation.jobTypeInvalid'),
  salary_type: filterEnum(jobSalaryTypes, 'jobs.validation.salaryTypeInvalid'),
  experience: filterEnum(jobExperienceLevels, 'jobs.validation.experienceInvalid'),
});
export type JobFilters = z.infer<typeof jobFilterSchema>;

/**
 * The job rule that ties its attributes to the common fields (the server kind checks it; the posting
 * form too, so it shows it with the other messages at once): a salary says per hour, day, week or
 * month. (A job's required description is its definition's `requiredFields`.)
 */
export function jobIssues(
  attributes: { salary_type?: unknown },
  fields: { price: number | null },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (fields.price !== null && !attributes.salary_type)
    issues.push({ path: 'attributes.salary_type', code: 'jobs.validation.salaryTypeRequired' });
  return issues;
}
