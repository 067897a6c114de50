import { formatNumber, type Lang } from '../../../shared/i18n/format.ts';

/**
 * A price in US dollars as both page languages write it ($1,200 or $1,200.50): grouped by the
 * site's one number formatter, cents only when there are some.
 */
export function formatPrice(lang: Lang, price: number): string {
  const whole = Math.trunc(price);
  const cents = Math.round((price - whole) * 100);
  return `$${formatNumber(lang, whole)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}
