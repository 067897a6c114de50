import { type Lang, numberLocale } from '#shared/i18n/format.ts';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * Dates are formatted on the server and travel in the loader data: the first `Intl.DateTimeFormat`
 * in a browser loads locale data (≈ 45 ms on a mid-range phone, in the middle of hydration), and the
 * client only needs to repeat the server's text.
 */
export function withDateLabel<T extends { published_at: string }>(
  lang: Lang,
  post: T,
): T & { published_label: string } {
  return { ...post, published_label: formatPostDate(lang, post.published_at) };
}

/**
 * A publication date in the page language with the site's one numbering decision (numberLocale).
 * UTC on both sides so the server-rendered text and the hydrated text never differ.
 */
export function formatPostDate(lang: Lang, iso: string): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(numberLocale(lang), { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
