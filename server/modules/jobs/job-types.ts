import type { Mailer } from '../../lib/mailer.ts';

/** What a job's code may use: the app's outside connections, never the request that queued it. */
export interface JobContext {
  mailer: Mailer;
  /** Deletes a photo and its files unless a post uses it (photo-cleanup jobs). */
  deleteUnusedPhoto(photoId: string): Promise<void>;
}

export interface JobKind<Payload> {
  /** Runs before the job is dead (kept in the table for inspection). */
  maxAttempts: number;
  /** Exponential backoff between tries: base × 2^(try−1), capped, with jitter. */
  backoff: { baseMs: number; capMs: number };
  run(payload: Payload, context: JobContext): Promise<void>;
  /** What a dead job keeps of its payload: never codes, tokens or message bodies. */
  redact(payload: Payload): unknown;
}

/** Thrown by a job that can never succeed (a malformed payload): it goes dead at once. */
export class PermanentJobError extends Error {}
