import type { Lang } from '#shared/i18n/format.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import { catalogMessages } from '#shared/i18n/catalog-modules.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { formatPostDate } from '../../lib/format-date.ts';
import { withPlaceholder } from './photo-placeholder.server.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { rentFacts } from './rent-card.server.ts';
import { businessCardParts } from '../business/business-card.server.ts';

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
  /** A kind without photos (jobs) draws a text-first card: no empty picture frame. */
  text_first?: boolean;
  /** A line under the title, in the page's language (a job's employer, a rental's rooms). */
  subtitle?: string | null;
  /**
   * A kind's own badges, in the page's language (a job's type, a rental's type, a business's
   * community features).
   */
  badges?: string[];
}

/** How a page lists a card: the first one may be its largest paint; a clock for 'open now'. */
export interface CardOptions {
  isLcp?: boolean;
  /** The city's clock, for a kind whose card says whether it is open now (a business). */
  clock?: { now: Date; timeZone: string };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A post as a card: the cover photo (with its placeholder), price, place and date. */
export function toListingCard(lang: Lang, listing: ListingView, options: CardOptions = {}): ListingCardData {
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
    ...kindCards[listing.kind]?.(lang, listing, options),
  };
}

/**
 * What a kind's card shows differently from a product's, wherever its posts are listed (its own
 * lists, search, saved items, own posts).
 */
const kindCards: Partial<
  Record<
    ListingView['kind'],
    (lang: Lang, listing: ListingView, options: CardOptions) => Partial<ListingCardData>
  >
> = {
  job(lang, listing) {
    const t = createTranslator(lang, catalogMessages(lang, 'jobs'));
    const a = listing.attributes;
    const salaryType = text(a.salary_type);
    const jobType = text(a.job_type);
    const salary = formatPrice(lang, listing.price);
    return {
      text_first: listing.photos.length === 0,
      price_label:
        salary === null
          ? t('jobs.card.noSalary')
          : salaryType
            ? t(`jobs.salaryPer.${salaryType}`, { salary })
            : salary,
      place: text(a.location),
      // an anonymous post's attributes come without its company for all but its owner (the core's
      // presenter): readers see a confidential employer instead
      subtitle:
        text(a.company) ?? (listing.anonymous && a.post_type === 'hiring' ? t('jobs.card.anonymous') : null),
      // the post type is the list the card is in; 'looking' is said where the lists mix (search)
      post_type: null,
      condition: null,
      badges: [
        ...(text(a.post_type) === 'looking' ? [t('jobs.post_type.looking')] : []),
        ...(jobType ? [t(`jobs.job_type.${jobType}`)] : []),
      ],
    };
  },
  business: businessCardParts,
  rent(lang, listing) {
    const facts = rentFacts(lang, catalogMessages(lang, 'rent'), listing);
    return {
      price_label: facts.price_label,
      place: facts.place,
      subtitle: facts.rooms,
      badges: facts.type ? [facts.type] : [],
    };
  },
};
