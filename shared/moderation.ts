// Zod-free, so the report form on every post's page does not bring zod to the browser (decision
// 060); the request schemas are in moderation.schema.ts.

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

export const moderationAuditActions = [
  'approve',
  'reject',
  'trust',
  'untrust',
  'restore',
  'report-hide',
  // a moderator corrected a business's opening hours (no review decision: the post keeps its status)
  'hours',
] as const;
export type ModerationAuditAction = (typeof moderationAuditActions)[number];

/** Why a post is in the queue: a new post, an edit of a published one, readers' reports, or hidden by them. */
export const queueReasons = ['new', 'edit', 'reported', 'hidden'] as const;
export type QueueReason = (typeof queueReasons)[number];
