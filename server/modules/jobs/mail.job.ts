import { z } from 'zod';
import type { MailMessage } from '../../lib/mailer.ts';
import { type JobContext, type JobKind, PermanentJobError } from './job-types.ts';

const mailPayloadSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  devHint: z.string().optional(),
});

/**
 * One rendered message. It is rendered when queued (in the language of the page or the user), so
 * the worker needs no request state; its SMTP errors make the queue try again later.
 */
export const mailJob: JobKind<MailMessage> = {
  // about 1.5 days of tries: 30 s, 1 min, 2 min … capped at 2 h
  maxAttempts: 12,
  backoff: { baseMs: 30_000, capMs: 2 * 60 * 60_000 },
  async run(payload, { mailer }: JobContext) {
    const parsed = mailPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('malformed mail payload');
    await mailer.send(parsed.data);
  },
  redact: (payload) => ({ to: payload?.to, subject: payload?.subject }),
};
