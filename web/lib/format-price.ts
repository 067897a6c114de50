import { formatNumber, type Lang } from '#shared/i18n/format.ts';

/**
 * A listing's price in dollars as the pages write it, with the site's one numbering decision
 * (formatNumber: Western digits and comma groups in both languages); cents only when there are
 * some. Formatted on the server like dates, so the browser builds no `Intl` formatter to hydrate.
 */
export function formatPrice(lang: Lang, price: number | null | undefined): string | null {
  if (price === null || price === undefined) return null;
  const [whole, cents] = price.toFixed(2).split('.');
  return `$${formatNumber(lang, Number(whole))}${cents === '00' ? '' : `.${cents}`}`;
}
