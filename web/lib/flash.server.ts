import { redirect } from 'react-router';
import type { WebLoadContext } from '../load-context.ts';

/**
 * One-shot outcome messages after a form post ('Your post published successfully', 'Approved').
 *
 * The redirect names the outcome in the address (`?done=posted`) so the page knows what to say,
 * and also sets a short-lived cookie holding the same outcome. The page shows the message only when
 * both agree, and clears the cookie as it does: a refresh, the back button or a link someone shares
 * with `?done=posted` in it says nothing, with or without JavaScript.
 */
const cookieName = 'jaliya_flash';
/** Long enough for the redirect to be followed on a slow phone, short enough to never linger. */
const maxAgeSeconds = 120;

export type FlashParam = 'done' | 'failed';

const secureOf = (context: WebLoadContext) =>
  context.config.publicUrl.startsWith('https://') ? '; Secure' : '';

/** Redirects to `path` with `?param=value` and the cookie that lets the page say it once. */
export function flashRedirect(
  context: WebLoadContext,
  path: string,
  param: FlashParam,
  value: string,
  hash = '',
): Response {
  const cookie = `${cookieName}=${param}.${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secureOf(context)}`;
  return redirect(`${path}?${param}=${encodeURIComponent(value)}${hash}`, {
    headers: { 'Set-Cookie': cookie },
  });
}

/** The cookie's value in this request, if it carries one. */
function flashCookieOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) return rest.join('=');
  }
  return null;
}

/**
 * The outcomes this page may show now: each `param` in the address counts only when the request
 * carries the matching cookie. `headers` clears the cookie once it has been read (pass them to the
 * loader's `data()`); empty when there was none.
 */
export function takeFlash(
  context: WebLoadContext,
  request: Request,
): { search: URLSearchParams; headers: Record<string, string> } {
  const cookie = flashCookieOf(request);
  const search = new URLSearchParams();
  if (!cookie) return { search, headers: {} };
  const url = new URL(request.url);
  const dot = cookie.indexOf('.');
  const param = cookie.slice(0, dot);
  let value: string | null = null;
  try {
    value = decodeURIComponent(cookie.slice(dot + 1));
  } catch {
    // a cookie someone edited by hand: nothing to say, and it is cleared below
  }
  if (value !== null && (param === 'done' || param === 'failed') && url.searchParams.get(param) === value)
    search.set(param, value);
  const cleared = `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureOf(context)}`;
  return { search, headers: { 'Set-Cookie': cleared } };
}
