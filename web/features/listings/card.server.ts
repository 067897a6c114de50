import type { Lang } from '../../../shared/i18n/format.ts';
import type { ListingView } from '../../../shared/listings/schemas.ts';
import { formatPostDate } from '../../lib/format-date.ts';
import { withPlaceholder } from './photo-placeholder.server.ts';
import { formatPrice } from '../../lib/format-price.ts';

/** What a listing card shows, prepared on the server (dates, price and placeholder as text). */
export interface ListingCardData {
  id: number;
  kind: ListingView['kind'];
  title: string;
  url: string;
  available: boolean;
  /** The formatted price, or null when the post names none. */
  price_label: string | null;
  place: string | null;
  post_type: string | null;
  condition: string | null;
  published_at: string | null;
  published_label: string | null;
  photo: ReturnType<typeof withPlaceholder> | null;
  /** A kind's own first line instead of the price (a business: Open · closes at 9:00 PM). */
  lead?: { text: string; tone: 'positive' | 'muted' } | null;
  /** A kind's own labels beside the badges (a business's community features), translated. */
  tags?: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A post as a card: the cover photo (with its placeholder), price, place and date. */
export function toListingCard(
  lang: Lang,
  listing: ListingView,
  options: { isLcp?: boolean } = {},
): ListingCardData {
  const cover = listing.photos[0];
  return {
    id: listing.id,
    kind: listing.kind,
    title: listing.title,
    url: listing.url,
    available: listing.available,
    price_label: formatPrice(lang, listing.price),
    place: text(listing.attributes.place),
    post_type: text(listing.attributes.post_type),
    condition: text(listing.attributes.condition),
    published_at: listing.published_at,
    published_label: listing.published_at ? formatPostDate(lang, listing.published_at) : null,
    photo: cover ? withPlaceholder(cover, options.isLcp) : null,
  };
}
