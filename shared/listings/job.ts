import type { ListingKindDefinition } from './definition.ts';

/** A job post is an offer (hiring) or a person looking for work (product description §3 Job). */
export const jobPostTypes = ['hiring', 'looking'] as const;
export const jobTypes = ['full_time', 'part_time', 'both'] as const;
export const jobSalaryTypes = ['hour', 'day', 'week', 'month'] as const;
export const jobExperienceLevels = ['none', 'entry', 'mid', 'senior'] as const;
/** Who posts: a company (through /jobforcompany) or an individual (through /post-job). */
export const jobPosterKinds = ['individual', 'company'] as const;
export type JobPostType = (typeof jobPostTypes)[number];

/**
 * The jobs board (product description §2 jobs routes, §3 Job). The salary is the post's `price`
 * (so the core's price range and price sort serve it), its unit the `salary_type` attribute.
 * Its fields' schema is `job.schema.ts`, kept apart so pages that only link here do not load zod.
 */
export const jobKind = {
  id: 'job',
  namespace: 'jobs',
  endStatus: 'closed',
  // a worker or a small employer may not want their name on a public board: readers write through
  // the relay; the company, phone, e-mail and portfolio link would each tell who posted
  allowsAnonymous: true,
  contactAttributes: ['phone', 'email', 'company', 'portfolio_url'],
  contactOnRequest: { phone: 'phone', email: 'email' },
  // "Salary: high to low" compares a year's pay: 40 hours × 52 weeks, 5 days × 52 weeks, 52 weeks,
  // 12 months ($20 an hour, $41,600 a year, comes before $3,000 a month, $36,000 a year)
  priceOrder: { attribute: 'salary_type', factors: { hour: 2080, day: 260, week: 52, month: 12 } },
  // its page and its JobPosting data need a description
  requiredFields: { description: 'jobs.validation.descriptionRequired' },
  // /jobforcompany: the same form with a company poster chosen, hiring
  formEntries: [{ path: '/jobforcompany', preset: { poster_kind: 'company', post_type: 'hiring' } }],
  // the header's Our Services entry: product description §2 spells it /job (the same page as /Job,
  // people looking for work, as its rent entry /rent is /Rent); the Jobs list itself is /jobs
  service: { key: 'jobs', home: '/job' },
  paths: {
    list: '/jobs',
    show: '/show-job',
    create: '/post-job',
    formSlug: 'job',
    saved: '/saved-job',
    mine: '/my-job',
  },
} as const satisfies ListingKindDefinition;

/** The list of people looking for work (the hiring list is `paths.list`). */
export const jobSeekersPath = '/Job';
