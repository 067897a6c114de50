import { jobKind } from '#shared/listings/job.ts';
import { type JobFilters, jobIssues } from '#shared/listings/job.schema.ts';
import { listingKindSchemas } from '#shared/listings/schemas.ts';
import type { AttributeCondition } from '../listings.repository.ts';
import type { ServerListingKind } from './kind.ts';

/**
 * The jobs board on the server. Its rule that ties the attributes to the common fields: a salary
 * (the post's price) says per hour, day, week or month (its required description is the
 * definition's `requiredFields`).
 */
export const jobServerKind: ServerListingKind = {
  definition: jobKind,
  attributes: listingKindSchemas.job.attributes,
  filters: listingKindSchemas.job.filters,
  conditions(filters) {
    const f = filters as JobFilters;
    const all: Array<AttributeCondition | null> = [
      f.post_type ? { op: 'equals', key: 'post_type', value: f.post_type } : null,
      f.job_type ? { op: 'equals', key: 'job_type', value: f.job_type } : null,
      f.salary_type ? { op: 'equals', key: 'salary_type', value: f.salary_type } : null,
      f.experience ? { op: 'equals', key: 'experience', value: f.experience } : null,
    ];
    return all.filter((c) => c !== null);
  },
  fieldIssues: (input) => jobIssues(input.attributes, input),
  async check() {
    return [];
  },
};
