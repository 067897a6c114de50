import { data, redirect } from 'react-router';
import { isAppError, issueKey } from '#shared/errors.ts';
import { relayMessageRequestSchema } from '#shared/listings/relay.schema.ts';
import { idSchema } from '#shared/params.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { controlCharactersKey } from '#shared/validation.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import { type RelayOutcome, relayOutcomeParam } from '../features/listings/contact-relay-outcome.ts';
import type { Route } from './+types/actions.contact-relay';

const outcomeOfError: Record<string, RelayOutcome> = {
  LISTING_CONTACT_OWN: 'own',
  LISTING_NOT_FOUND: 'gone',
  RATE_LIMITED: 'limited',
};
const statusOf: Record<RelayOutcome, number> = {
  sent: 200,
  messageRequired: 400,
  messageTooLong: 400,
  messageControl: 400,
  limited: 429,
  own: 403,
  gone: 404,
  login: 401,
  unverified: 403,
};

/**
 * A reader's message to a post's author from the post's page (web/features/listings/
 * contact-relay-form.tsx), the no-JavaScript twin of `POST listings/:id/contact`. Without
 * JavaScript it goes back to the page with `?contact=<outcome>`; a script gets the outcome as data.
 * Guests go to log in and come back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/');
  const plain = request.headers.get('accept')?.includes('text/html') ?? false;
  const answer = (outcome: RelayOutcome) => {
    if (!plain) return data({ relay: outcome }, { status: statusOf[outcome] });
    const url = new URL(back, 'http://same-site.invalid');
    url.searchParams.set(relayOutcomeParam, outcome);
    throw redirect(`${url.pathname}${url.search}#contact-relay`);
  };
  if (!context.user) {
    if (plain) throw redirect(`/Login?redirectTo=${encodeURIComponent(back)}`);
    return answer('login');
  }
  if (!context.user.emailVerified) return answer('unverified');
  const id = idSchema.safeParse(form.get('listingId'));
  if (!id.success) return answer('gone');
  const parsed = relayMessageRequestSchema.safeParse({ message: String(form.get('message') ?? '') });
  if (!parsed.success) {
    const key = issueKey(parsed.error.issues[0]?.message);
    return answer(
      key === controlCharactersKey
        ? 'messageControl'
        : key === 'relay.validation.messageTooLong'
          ? 'messageTooLong'
          : 'messageRequired',
    );
  }
  try {
    await context.services.relay.send({
      id: id.data,
      cityId: context.config.cityId,
      viewer: context.user,
      request: parsed.data,
    });
    return answer('sent');
  } catch (error) {
    if (error instanceof Response) throw error;
    const outcome = isAppError(error) ? outcomeOfError[error.code] : undefined;
    if (!outcome) throw error;
    return answer(outcome);
  }
}
