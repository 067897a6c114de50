import { createTranslator, formatNumber, type Lang, type Messages } from '#shared/i18n/format.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import { formatPrice } from '../../lib/format-price.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A rental's facts in the page's language: rent per month, rooms, type, where (the card and the page). */
export function rentFacts(lang: Lang, messages: Messages, listing: ListingView) {
  const t = createTranslator(lang, messages);
  const a = listing.attributes;
  const bedrooms = typeof a.bedrooms === 'number' ? a.bedrooms : null;
  const bathrooms = typeof a.bathrooms === 'number' ? a.bathrooms : null;
  const type = text(a.accommodation_type);
  const price = formatPrice(lang, listing.price);
  return {
    price_label: price === null ? null : t('rent.card.perMonth', { price }),
    rooms:
      bedrooms === null || bathrooms === null
        ? null
        : t('rent.card.rooms', { bedrooms, bathrooms: formatNumber(lang, bathrooms) }),
    type: type ? t(`rent.type.${type}`) : null,
    place: [text(a.living_area), text(a.city)].filter(Boolean).join(' · ') || null,
  };
}
