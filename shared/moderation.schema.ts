import { z } from 'zod';
import {
  moderationAuditActions,
  moderationLimits,
  queueReasons,
  rejectReasons,
  reportReasons,
} from './moderation.ts';
import { textField } from './validation.ts';

/** A reader's report: a reason from the list and, optionally, a few words. */
export const reportRequestSchema = z.strictObject({
  reason: z.enum(reportReasons, { error: 'moderation.validation.reportReasonRequired' }),
  note: textField({
    max: moderationLimits.reportNoteMax,
    tooLong: 'moderation.validation.noteTooLong',
    multiline: true,
  }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/**
 * A refusal: a common reason (shown to the author in their language), free text, or both; 'other'
 * and no code at all need the text.
 */
export const rejectRequestSchema = z
  .strictObject({
    reason_code: z.enum(rejectReasons, { error: 'validation.invalid' }).optional(),
    reason: textField({
      max: moderationLimits.rejectNoteMax,
      tooLong: 'moderation.validation.noteTooLong',
      multiline: true,
    }),
  })
  .superRefine((value, ctx) => {
    if ((!value.reason_code || value.reason_code === 'other') && !value.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'moderation.validation.rejectReasonRequired',
      });
  });
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/**
 * What the console shows a moderator beside a post, in the API's queue: why it waits, its author's
 * record, readers' reports, what an edit changed (a business's weekly and special hours as their
 * stored JSON text) and the last actions on it.
 */
export const moderationReviewSchema = z.object({
  reason: z.enum(queueReasons),
  author: z.object({
    id: z.number().int(),
    name: z.string(),
    trusted: z.boolean(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  reports: z.array(
    z.object({ reason: z.enum(reportReasons), note: z.string(), reporter: z.string(), at: z.string() }),
  ),
  diff: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  audit: z.array(
    z.object({
      action: z.enum(moderationAuditActions),
      actor: z.string().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;
