import { z } from 'zod';
import { moderationLimits, rejectReasons, reportReasons } from './moderation.ts';
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
