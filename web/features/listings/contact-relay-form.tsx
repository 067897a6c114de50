import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher, useRouteLoaderData, useSearchParams } from 'react-router';
import { relayLimits } from '#shared/listings/relay.ts';
import { useT } from '../../lib/i18n.ts';
import contactRelayCss from './contact-relay-form.css?url';
import {
  isRelayOutcome,
  type RelayOutcome,
  relayFieldOutcomes,
  relayOutcomeMessage,
  relayOutcomeParam,
} from './contact-relay-outcome.ts';

export interface ContactRelayFormProps {
  /** The post whose author is written to (any listing kind). */
  listingId: number;
  /** The post's own path: a plain (no-JavaScript) post comes back to it with `?contact=<outcome>`. */
  returnTo: string;
}

/** The form's stylesheet: add it to the host route's `handle.styles`. */
export const contactRelayStyles = contactRelayCss;

/**
 * "Contact the poster" on an anonymous post's page: a message box posting to
 * /actions/contact-relay, which e-mails the author in their language with the reader's address to
 * reply to (the reader never sees the author's). Works without JavaScript (a plain post that comes
 * back with the outcome); with it, the outcome shows in place and a sent message clears the box.
 * Guests get a login link that comes back here; unverified readers are asked to verify first.
 *
 * The host page's loader must send the `relay` catalog namespace and its route add
 * `contactRelayStyles` to `handle.styles`. Do not show it to the post's owner.
 */
export function ContactRelayForm({ listingId, returnTo }: ContactRelayFormProps) {
  const t = useT();
  const ids = useId();
  const fetcher = useFetcher<{ relay: RelayOutcome }>();
  const root = useRouteLoaderData('root') as { user?: { emailVerified?: boolean } | null } | undefined;
  const [params] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const fromRedirect = params.get(relayOutcomeParam);
  const outcome = fetcher.data?.relay ?? (isRelayOutcome(fromRedirect) ? fromRedirect : null);
  const fieldError = outcome && relayFieldOutcomes.includes(outcome) ? outcome : null;

  useEffect(() => {
    if (fetcher.data?.relay === 'sent') form.current?.reset();
  }, [fetcher.data]);

  const heading = `${ids}-heading`;
  const errorId = `${ids}-error`;
  return (
    <section id="contact-relay" className="contact-relay" aria-labelledby={heading}>
      <h2 id={heading}>{t('relay.title')}</h2>
      <p>{t('relay.intro')}</p>
      {outcome && !fieldError ? (
        <p
          role={outcome === 'sent' ? 'status' : 'alert'}
          className={`alert ${outcome === 'sent' ? 'alert-success' : 'alert-warning'}`}
        >
          {t(relayOutcomeMessage[outcome])}
        </p>
      ) : null}
      {!root?.user ? (
        <p>
          {t('relay.loginFirst')}{' '}
          <Link to={`/Login?redirectTo=${encodeURIComponent(returnTo)}`}>{t('relay.login')}</Link>
        </p>
      ) : !root.user.emailVerified ? (
        <p>{t('relay.verifyFirst')}</p>
      ) : (
        <fetcher.Form method="post" action="/actions/contact-relay" ref={form} noValidate>
          <input type="hidden" name="listingId" value={listingId} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <div className="field">
            <label htmlFor={`${ids}-message`}>{t('relay.message')}</label>
            <textarea
              id={`${ids}-message`}
              name="message"
              rows={4}
              maxLength={relayLimits.messageMax}
              dir="auto"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${ids}-hint` : `${ids}-hint`}
            />
            {fieldError ? (
              <p id={errorId} className="field-error" role="alert">
                {t(relayOutcomeMessage[fieldError])}
              </p>
            ) : null}
            <p id={`${ids}-hint`} className="field-hint">
              {t('relay.hint')}
            </p>
          </div>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? t('relay.sending') : t('relay.submit')}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
