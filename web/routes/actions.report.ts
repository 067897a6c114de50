import { data, redirect } from 'react-router';
import { isAppError, issueKey } from '#shared/errors.ts';
import { reportRequestSchema } from '#shared/moderation.schema.ts';
import { idSchema } from '#shared/params.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import { type ReportOutcome, reportOutcomeParam } from '../features/listings/report-outcome.ts';
import type { Route } from './+types/actions.report';

const outcomeOfError: Record<string, ReportOutcome> = {
  LISTING_REPORT_OWN: 'own',
  LISTING_NOT_FOUND: 'gone',
  RATE_LIMITED: 'limited',
  VALIDATION_FAILED: 'invalid',
};

/**
 * A reader's report from a post's page (web/features/listings/report-form.tsx). Without JavaScript
 * it goes back to the page with `?report=<outcome>` (the form shows the message there); a script
 * gets the outcome as data. Guests go to log in and come back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/');
  const plain = request.headers.get('accept')?.includes('text/html') ?? false;
  const answer = (outcome: ReportOutcome, status: number) => {
    if (!plain) return data({ report: outcome }, { status });
    const url = new URL(back, 'http://same-site.invalid');
    url.searchParams.set(reportOutcomeParam, outcome);
    throw redirect(`${url.pathname}${url.search}#report`);
  };
  if (!context.user) {
    if (plain) throw redirect(`/Login?redirectTo=${encodeURIComponent(back)}`);
    return answer('login', 401);
  }
  const id = idSchema.safeParse(form.get('listingId'));
  const parsed = reportRequestSchema.safeParse({
    reason: form.get('reason') ?? undefined,
    note: String(form.get('note') ?? ''),
  });
  if (!id.success) return answer('invalid', 400);
  if (!parsed.success) {
    // the note's own problem when it has one (the reason comes from radio buttons)
    const noteIssue = parsed.error.issues.find((issue) => issue.path[0] === 'note');
    if (!noteIssue) return answer('invalid', 400);
    return answer(
      issueKey(noteIssue.message) === 'validation.controlCharacters' ? 'noteControl' : 'noteTooLong',
      400,
    );
  }
  try {
    const { created } = await context.services.moderation.report({
      id: id.data,
      cityId: context.config.cityId,
      viewer: context.user,
      request: parsed.data,
    });
    return answer(created ? 'sent' : 'updated', 200);
  } catch (error) {
    if (error instanceof Response) throw error;
    const outcome = isAppError(error) ? outcomeOfError[error.code] : undefined;
    if (!outcome) throw error;
    return answer(
      outcome,
      outcome === 'limited' ? 429 : outcome === 'own' ? 403 : outcome === 'gone' ? 404 : 400,
    );
  }
}
