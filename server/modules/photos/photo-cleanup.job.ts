import { z } from 'zod';
import { type JobContext, type JobKind, PermanentJobError } from '../jobs/job-types.ts';

const payloadSchema = z.object({ photoId: z.uuid() });

/**
 * Deletes an uploaded photo (row and files) if no post took it. Queued with the upload to run
 * `photoLimits.unusedHours` later, and again for photos an edit let go; a photo a post uses is left alone.
 */
export const photoCleanupJob: JobKind<{ photoId: string }> = {
  maxAttempts: 8,
  backoff: { baseMs: 60_000, capMs: 60 * 60_000 },
  async run(payload, { deleteUnusedPhoto }: JobContext) {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('malformed photo-cleanup payload');
    await deleteUnusedPhoto(parsed.data.photoId);
  },
  redact: (payload) => ({ photoId: payload?.photoId }),
};
