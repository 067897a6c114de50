import { z } from 'zod';
import { textField } from './validation.ts';

/** Why a reader reports a post (catalog: moderation.report.reasons.*). */
export const reportReasons = [
  'spam',
  'scam',
  'prohibited',
  'offensive',
  'wrong-category',
  'sold',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Common reasons a moderator refuses a post (catalog: moderation.rejectReasons.*); 'other' needs text. */
export const rejectReasons = [
  'missing-photos',
  'prohibited',
  'wrong-category',
  'duplicate',
  'misleading-price',
  'contact-in-title',
  'other',
] as const;
export type RejectReason = (typeof rejectReasons)[number];

export const moderationLimits = {
  reportNoteMax: 500,
  rejectNoteMax: 500,
  /** Distinct readers whose reports hide a published post until a moderator looks at it. */
  reportsToHide: 3,
  /** Reports one user may send in an hour. */
  reportsPerHour: 10,
  /** Posts the console shows at once, oldest first; the next ones appear as these are decided. */
  queueShown: 100,
} as const;

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

export const moderationAuditActions = [
  'approve',
  'reject',
  'trust',
  'untrust',
  'restore',
  'report-hide',
] as const;
export type ModerationAuditAction = (typeof moderationAuditActions)[number];
