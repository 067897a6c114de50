import type { Lang, Translate } from '../../../shared/i18n/format.ts';
import type { ListingView } from '../../../shared/listings/schemas.ts';
import { type ListingCardData, toListingCard } from '../listings/card.server.ts';
import { withPlaceholder } from '../listings/photo-placeholder.server.ts';
import { openLabelOf, type StoredHours } from './hours.server.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * A business as a listing card: its cover photo, its street as the place, Open / Closed / Open 24/7
 * now in the city's zone as the lead line, and its community features as badges.
 */
export function toBusinessCard(
  lang: Lang,
  t: Translate,
  listing: ListingView,
  options: { now: Date; timeZone: string; isLcp?: boolean },
): ListingCardData {
  const card = toListingCard(lang, listing, options);
  const cover = listing.photos.find((p) => p.role === 'cover') ?? listing.photos[0];
  const attributes = listing.attributes as StoredHours & { street?: unknown; community?: unknown };
  const open = openLabelOf(lang, t, attributes, options.now, options.timeZone);
  return {
    ...card,
    photo: cover ? withPlaceholder(cover, options.isLcp) : null,
    place: text(attributes.street),
    lead: open ? { text: open.label, tone: open.state === 'closed' ? 'muted' : 'positive' } : null,
    badges: Array.isArray(attributes.community)
      ? attributes.community.map((c) => t(`business.community.${String(c)}`))
      : [],
    // a business has no date to show on its card
    published_label: null,
  };
}
