import type { WebLoadContext as AppLoadContext } from '../../load-context.ts';
import { data, redirect } from 'react-router';
import { accountLimits, sessionCookieName as cookieName } from '#shared/accounts.ts';

/** HttpOnly + SameSite=Lax: scripts cannot read it and cross-site POSTs do not carry it. */
export function sessionCookie(context: AppLoadContext, token: string, expiresAt?: Date) {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const maxAge = expiresAt
    ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
    : accountLimits.sessionDays * 86400;
  return `${cookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function clearSessionCookie(context: AppLoadContext) {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export const requestMeta = (context: AppLoadContext) => ({ ip: context.clientIp, lang: context.lang });

/**
 * Page form posts carry the SameSite=Lax cookie, which browsers leave off cross-site POSTs; a
 * foreign Origin is refused as well, so no other site can submit these forms for the user.
 */
export function assertSameOrigin(request: Request) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) {
    throw data({ ok: false, formError: 'errors.forbidden' }, { status: 403 });
  }
  if (origin === 'null') throw data({ ok: false, formError: 'errors.forbidden' }, { status: 403 });
}

/** The signed-in user of an account page, or a trip to the login page that comes back here. */
export function requirePageUser(context: AppLoadContext, request: Request) {
  assertSameOrigin(request);
  if (context.user && context.sessionToken) return { user: context.user, token: context.sessionToken };
  const url = new URL(request.url);
  throw redirect(`/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
