/** What a report answered; the page shows its message (report-form.tsx). */
export const reportOutcomes = [
  'sent',
  'updated',
  'own',
  'gone',
  'limited',
  'invalid',
  'noteControl',
  'noteTooLong',
  'login',
] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

/** The query parameter a plain (no-JavaScript) report comes back to the page with. */
export const reportOutcomeParam = 'report';

/** The catalog key of each outcome's message. */
export const reportOutcomeMessage: Record<ReportOutcome, string> = {
  sent: 'moderation.report.sent',
  updated: 'moderation.report.updated',
  own: 'errors.listingReportOwn',
  gone: 'errors.listingNotFound',
  limited: 'errors.rateLimited',
  invalid: 'moderation.validation.reportReasonRequired',
  noteControl: 'validation.controlCharacters',
  noteTooLong: 'moderation.validation.noteTooLong',
  login: 'moderation.report.loginFirst',
};

export const isReportOutcome = (value: unknown): value is ReportOutcome =>
  (reportOutcomes as readonly unknown[]).includes(value);
