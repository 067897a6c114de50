import { redirect } from 'react-router';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { searchPath } from '../search/paths.ts';

/** Bidi controls never belong in a keyword (the search page strips them too). */
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Where the header's no-JavaScript search form lands: `/search-result?keyword=…` moves the words
 * into the path (`/search-result/{keyword}`). A blank keyword "does nothing": back to the page the
 * form was on (same-origin Referer only), else home.
 */
export function searchRedirectTarget(request: Request): string {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('keyword') ?? '').replace(bidiControls, '').trim();
  if (keyword) return searchPath(keyword);
  return sameOriginBack(request.headers.get('referer'), url.origin) ?? '/';
}

function sameOriginBack(referer: string | null, origin: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== origin) return null;
    // never bounce back onto this redirect itself
    if (from.pathname.toLowerCase() === '/search-result') return null;
    // a same-origin page can still have a path like //evil.example/x
    return safeRedirect(`${from.pathname}${from.search}`, '/');
  } catch {
    return null;
  }
}

export function searchRedirect(request: Request): Response {
  return redirect(searchRedirectTarget(request));
}
