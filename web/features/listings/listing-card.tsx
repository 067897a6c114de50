import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import type { ListingCardData } from './card.server.ts';
import { ListingPhoto } from './listing-photo.tsx';

export interface ListingCardProps {
  listing: ListingCardData;
  headingLevel?: 2 | 3;
  /** The first card of a list above the fold loads its photo first (LCP). */
  isLcp?: boolean;
  /** The `sizes` of the card's photo in its grid. */
  sizes?: string;
  /** `row`: photo beside the text at every width (search results); `grid` (default): photo on top from 36rem. */
  layout?: 'grid' | 'row';
  /** Actions on the card, e.g. the Save button. */
  children?: ReactNode;
}

/** Card grids: one column on phones, two from 36rem, three from 60rem, four from 75rem. */
export const listingGridSizes =
  '(min-width: 75rem) 18rem, (min-width: 60rem) 30vw, (min-width: 36rem) 45vw, 92vw';

/**
 * A post as a card (marketplace lists, similar items, search results): photo, price, title link,
 * place and date, badges for wanted, condition and ended posts, and an action slot.
 */
export function ListingCard({
  listing,
  headingLevel = 2,
  isLcp = false,
  sizes = listingGridSizes,
  layout = 'grid',
  children,
}: ListingCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`listing-card${layout === 'row' ? ' listing-card-row' : ''}${listing.text_first ? ' listing-card-text' : ''}`}
    >
      {listing.text_first ? null : (
        <div className="listing-card-media">
          {listing.photo ? (
            <ListingPhoto photo={listing.photo} sizes={sizes} isLcp={isLcp} />
          ) : (
            <span className="listing-card-nophoto">{t('market.card.noPhoto')}</span>
          )}
        </div>
      )}
      <div className="listing-card-body">
        {listing.lead ? (
          <p className={`listing-card-lead listing-card-lead-${listing.lead.tone}`}>{listing.lead.text}</p>
        ) : (
          <p className="listing-card-price">
            {listing.price_label ? <bdi>{listing.price_label}</bdi> : t('market.card.noPrice')}
          </p>
        )}
        <Heading className="listing-card-title" dir="auto">
          <Link to={listing.url}>{listing.title}</Link>
        </Heading>
        {listing.subtitle ? (
          <p className="listing-card-subtitle" dir="auto">
            {listing.subtitle}
          </p>
        ) : null}
        <p className="listing-card-meta">
          {listing.place ? <bdi>{listing.place}</bdi> : null}
          {listing.place && listing.published_label ? <span aria-hidden="true"> · </span> : null}
          {listing.published_at && listing.published_label ? (
            <time dateTime={listing.published_at}>{listing.published_label}</time>
          ) : null}
        </p>
        <p className="listing-card-badges">
          {!listing.available ? (
            <span className="badge badge-warning">{t('market.show.unavailable')}</span>
          ) : null}
          {listing.post_type === 'buy' ? <span className="badge">{t('market.postType.buy')}</span> : null}
          {listing.condition === 'new' || listing.condition === 'used' ? (
            <span className="badge">{t(`market.condition.${listing.condition}`)}</span>
          ) : null}
          {listing.badges?.map((badge) => (
            <span key={badge} className="badge">
              {badge}
            </span>
          ))}
        </p>
        {children ? <div className="listing-card-actions">{children}</div> : null}
      </div>
    </article>
  );
}
