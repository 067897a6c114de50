import { data, redirect } from 'react-router';
import { isAppError } from '#shared/errors.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import type { Route } from './+types/actions.subscribe';

export type SubscribeError = 'emailInvalid' | 'rateLimited' | 'failed';
export type SubscribeResult = { ok: true } | { ok: false; error: SubscribeError };

/** What `?subscribe_error=` carries back to the page without JavaScript. */
export const subscribeErrorParam: Record<SubscribeError, string> = {
  emailInvalid: '1',
  rateLimited: 'rate',
  failed: '1',
};

/**
 * The footer's subscribe box. With JavaScript the fetcher gets `{ ok }`; without it the browser is
 * sent back to the page it came from with `?subscribed=1` or `?subscribe_error=1`. `ok` means a
 * confirmation link may have been mailed (double opt-in); nothing counts until it is used. Another
 * site's form is refused outright (the mailed confirmation is what protects the API path).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  assertSameOrigin(request);
  const form = await request.formData();
  let result: SubscribeResult;
  let retryAfter: string | null = null;
  try {
    await context.services.subscribers.subscribe(
      context.config.cityId,
      String(form.get('email') ?? ''),
      context.lang,
      context.clientIp,
    );
    result = { ok: true };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (isAppError(error, 'RATE_LIMITED')) retryAfter = String(error.params.retryAfter ?? 60);
    result = {
      ok: false,
      error: error.code === 'VALIDATION_FAILED' ? 'emailInvalid' : retryAfter ? 'rateLimited' : 'failed',
    };
  }
  const headers: HeadersInit = retryAfter ? { 'Retry-After': retryAfter } : {};
  if (form.get('js') === '1')
    return data(result, { status: result.ok ? 200 : retryAfter ? 429 : 400, headers });
  const back = new URL(safeRedirect(form.get('redirectTo'), '/'), 'http://x');
  back.searchParams.delete('subscribed');
  back.searchParams.delete('subscribe_error');
  if (result.ok) back.searchParams.set('subscribed', '1');
  else back.searchParams.set('subscribe_error', subscribeErrorParam[result.error]);
  return redirect(`${back.pathname}${back.search}#site-footer`, { headers });
}

export function loader() {
  return redirect('/');
}
