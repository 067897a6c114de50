import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher, useRouteLoaderData, useSearchParams } from 'react-router';
import { moderationLimits, reportReasons } from '#shared/moderation.ts';
import { useToast } from '../../components/ui/toast.tsx';
import reportFormCss from './report-form.css?url';
import { useT } from '../../lib/i18n.ts';
import {
  isReportOutcome,
  type ReportOutcome,
  reportOutcomeMessage,
  reportOutcomeParam,
} from './report-outcome.ts';

export interface ReportFormProps {
  /** The post being reported (any listing kind). */
  listingId: number;
  /**
   * The path to come back to after a report without JavaScript (the post's own page, e.g.
   * `/Show-Product/12/graco-stroller`); it comes back with `?report=<outcome>` and the form shows
   * the message.
   */
  returnTo: string;
}

/** The form's stylesheet: add it to the host route's `handle.styles` (see StylesHandle). */
export const reportFormStyles = reportFormCss;

const good: ReportOutcome[] = ['sent', 'updated'];
/** Outcomes about one field: said under it, in the page's language (not a toast, not the browser's). */
const reasonOutcomes: ReportOutcome[] = ['invalid'];
const noteOutcomes: ReportOutcome[] = ['noteTooLong', 'noteControl'];

/**
 * "Report this post" on a post's page: a disclosure with the reasons, an optional note and a
 * submit button, posting to /actions/report. Works without JavaScript (a plain post that comes back
 * to `returnTo` with the outcome); with it, the outcome is a toast and the form closes. Guests see
 * 'Please login first.' and a login link that comes back here.
 *
 * The host page's loader must send the `moderation.report` and `moderation.validation` catalog
 * sections (`postPageSections` in reading-sections.ts) and its route add `reportFormStyles` to
 * `handle.styles`.
 * Do not show it on the author's own post (`listing.is_owner`): the server refuses those reports.
 */
export function ReportForm({ listingId, returnTo }: ReportFormProps) {
  const t = useT();
  const toast = useToast();
  const ids = useId();
  const fetcher = useFetcher<{ report: ReportOutcome }>();
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined;
  const isLoggedIn = Boolean(root?.user);
  const [params] = useSearchParams();
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const fromRedirect = params.get(reportOutcomeParam);
  const outcome = fetcher.data?.report ?? (isReportOutcome(fromRedirect) ? fromRedirect : null);
  const reasonError = outcome && reasonOutcomes.includes(outcome) ? outcome : null;
  const noteError = outcome && noteOutcomes.includes(outcome) ? outcome : null;

  useEffect(() => {
    const answer = fetcher.data?.report;
    if (!answer) return;
    const message = t(reportOutcomeMessage[answer]);
    if (reasonOutcomes.includes(answer) || noteOutcomes.includes(answer)) return;
    if (good.includes(answer)) {
      toast.success(message);
      form.current?.reset();
      if (details.current) details.current.open = false;
    } else toast.warning(message);
  }, [fetcher.data, t, toast]);

  const status =
    outcome && !reasonError && !noteError ? (
      <p
        role={good.includes(outcome) ? 'status' : 'alert'}
        className={`alert ${good.includes(outcome) ? 'alert-success' : 'alert-warning'}`}
      >
        {t(reportOutcomeMessage[outcome])}
      </p>
    ) : null;

  return (
    <details className="report-form" id="report" ref={details} open={Boolean(fromRedirect) || undefined}>
      <summary>{t('moderation.report.open')}</summary>
      {!fetcher.data ? status : null}
      {isLoggedIn ? (
        // noValidate: a missing reason is answered by the server in the page's language, under the
        // reasons, not by the browser's own bubble in the browser's language
        <fetcher.Form method="post" action="/actions/report" ref={form} noValidate>
          <input type="hidden" name="listingId" value={listingId} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          {/* aria-invalid is not a group's attribute: the message names the group's problem */}
          <fieldset
            className="report-reasons"
            aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
          >
            <legend>{t('moderation.report.legend')}</legend>
            {reasonError ? (
              <p id={`${ids}-reason-error`} className="field-error" role="alert">
                {t(reportOutcomeMessage[reasonError])}
              </p>
            ) : null}
            {reportReasons.map((reason, i) => (
              <label key={reason} className="checkbox">
                <input type="radio" name="reason" value={reason} required={i === 0} />{' '}
                {t(`moderation.report.reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${ids}-note`}>{t('moderation.report.note')}</label>
            <textarea
              id={`${ids}-note`}
              name="note"
              rows={3}
              maxLength={moderationLimits.reportNoteMax}
              dir="auto"
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${ids}-note-error ${ids}-hint` : `${ids}-hint`}
            />
            {noteError ? (
              <p id={`${ids}-note-error`} className="field-error" role="alert">
                {t(reportOutcomeMessage[noteError])}
              </p>
            ) : null}
            <p id={`${ids}-hint`} className="field-hint">
              {t('moderation.report.noteHint')}
            </p>
          </div>
          <button type="submit" className="btn btn-outline btn-sm" disabled={fetcher.state !== 'idle'}>
            {t('moderation.report.submit')}
          </button>
        </fetcher.Form>
      ) : (
        <p>
          {t('moderation.report.loginFirst')}{' '}
          <Link to={`/Login?redirectTo=${encodeURIComponent(returnTo)}`}>{t('moderation.report.login')}</Link>
        </p>
      )}
    </details>
  );
}
