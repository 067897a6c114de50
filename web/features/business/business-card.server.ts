import { catalogMessages } from '#shared/i18n/catalog-modules.ts';
import { createTranslator, type Lang } from '#shared/i18n/format.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import type { CardOptions, ListingCardData } from '../listings/card.server.ts';
import { withPlaceholder } from '../listings/photo-placeholder.server.ts';
import { openLabelOf, openLine, type StoredHours } from './hours.server.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * What a business's card shows differently (its entry in card.server.ts's kind cards): its cover
 * photo, its street as the place, Open / Closed / Open 24/7 now in the city's zone as the lead line
 * (when the page gives the clock), its community features as badges, and no date.
 */
export function businessCardParts(
  lang: Lang,
  listing: ListingView,
  options: CardOptions,
): Partial<ListingCardData> {
  const t = createTranslator(lang, catalogMessages(lang, 'business'));
  const cover = listing.photos.find((p) => p.role === 'cover') ?? listing.photos[0];
  const attributes = listing.attributes as StoredHours & { street?: unknown; community?: unknown };
  const open = options.clock
    ? openLabelOf(lang, t, attributes, options.clock.now, options.clock.timeZone)
    : null;
  return {
    photo: cover ? withPlaceholder(cover, options.isLcp) : null,
    place: text(attributes.street),
    lead: open ? { text: openLine(open), tone: open.state === 'closed' ? 'muted' : 'positive' } : null,
    badges: Array.isArray(attributes.community)
      ? attributes.community.map((c) => t(`business.community.${String(c)}`))
      : [],
    // a business has no date to show on its card
    published_label: null,
  };
}
