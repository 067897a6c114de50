/**
 * The one check every redirect whose target comes from the request goes through (the /en and /ar
 * prefix, login's and register's return path, the favourite and newsletter forms' way back, the
 * search box's Referer): the answer is always a path on this site, never another host.
 *
 * Browsers are generous with a Location: they drop tabs and newlines anywhere, read `\` as `/`,
 * resolve `.` and `..`, and take `//host` (or `/\host`) as another site. So the value is read the
 * way a browser reads it, and leading slashes and backslashes (also percent-encoded ones, which a
 * later hop might decode) collapse into one.
 */

import { hasControlCharacters } from './limits.ts';

const base = 'http://same-site.invalid';
/** What the WHATWG URL parser removes before it reads a URL; a browser does the same with a Location. */
const browserIgnored = /[\t\n\r]/g;
/** A run of slashes or backslashes at the start, literal or percent-encoded. */
const leadingSlashes = /^(?:[/\\]|%2f|%5c)+/i;
const maxLength = 2048;

/**
 * `value` as a same-site path (`/path?query#hash`), or `fallback` when it cannot be one: not a
 * string, not starting with a slash (so `https://…`, `javascript:…` and relative paths are refused),
 * carrying control characters, or too long.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > maxLength) return fallback;
  const cleaned = value.replace(browserIgnored, '');
  // any other control character: refused, no legitimate path carries one
  if (hasControlCharacters(cleaned) || !/^[/\\]/.test(cleaned)) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned.replace(leadingSlashes, '/'), base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // dot segments can still leave `//host` at the front (`/.//evil.example`): collapse it again
  const path = url.pathname.replace(leadingSlashes, '/');
  return `${path}${url.search}${url.hash}`;
}
