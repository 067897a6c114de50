import { mailJob } from './mail.job.ts';

/**
 * Every job kind and its handler, fixed at build time (no kind can be named from outside).
 * The listings issue adds image processing here.
 */
export const jobKinds = {
  mail: mailJob,
};

export type JobKindName = keyof typeof jobKinds;
export type JobPayload<K extends JobKindName> = Parameters<(typeof jobKinds)[K]['run']>[0];
