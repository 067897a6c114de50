import { photoCleanupJob } from '../photos/photo-cleanup.job.ts';
import { mailJob } from './mail.job.ts';

/**
 * Every job kind and its handler, fixed at build time (no kind can be named from outside).
 */
export const jobKinds = {
  mail: mailJob,
  'photo-cleanup': photoCleanupJob,
};

export type JobKindName = keyof typeof jobKinds;
export type JobPayload<K extends JobKindName> = Parameters<(typeof jobKinds)[K]['run']>[0];
