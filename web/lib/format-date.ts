import { type Lang, numberLocale } from '../../shared/i18n/format.ts';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

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
