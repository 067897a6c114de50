import { listingKindDefinition, listingPath } from '#shared/listings/kinds.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import type { PhotoView } from '#shared/photos.ts';
import type { StoredPhoto } from '../photos/photos.service.ts';
import { isEnded, type ListingStatus } from '#shared/listings/statuses.ts';
import type { ListingRow } from './listings.repository.ts';
import { canModerate, type Viewer } from './listings.policy.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The attributes this viewer may read: an anonymous post loses its kind's contact attributes
 * (phone, e-mail, …) for everyone but its owner and moderators. Every output of a post (API, pages,
 * JSON-LD, cards, mails to others) is built from the presenter's answer, so this is the one place
 * that hides them.
 */
export function visibleAttributes(
  row: Pick<ListingRow, 'kind' | 'owner_id' | 'anonymous' | 'attributes'>,
  viewer: Viewer,
): Record<string, unknown> {
  if (!row.anonymous || viewer?.id === row.owner_id || canModerate(viewer)) return row.attributes;
  const hidden = new Set<string>(listingKindDefinition(row.kind).contactAttributes);
  return Object.fromEntries(Object.entries(row.attributes).filter(([key]) => !hidden.has(key)));
}

/**
 * A post as the API and pages show it. The rejection reason is for the owner's eyes (and the
 * moderators'); the owner's id never leaves the server, nor an anonymous author's contact.
 */
export function presentListing(
  row: ListingRow,
  viewer: Viewer,
  presentPhoto: (photo: StoredPhoto) => PhotoView,
): ListingView {
  const status = row.status as ListingStatus;
  const isOwner = viewer?.id === row.owner_id;
  return {
    id: row.id,
    kind: row.kind,
    status,
    available: !isEnded(status),
    title: row.title,
    description: row.description,
    price: row.price === null ? null : Number(row.price),
    slug: row.slug,
    url: listingPath(row.kind, row),
    attributes: visibleAttributes(row, viewer),
    rejection_reason: isOwner || canModerate(viewer) ? row.rejection_reason : null,
    rejection_code: isOwner || canModerate(viewer) ? row.rejection_code : null,
    anonymous: row.anonymous,
    is_owner: isOwner,
    created_at: new Date(row.created_at).toISOString(),
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
    photos: row.photos.map(presentPhoto),
  };
}
