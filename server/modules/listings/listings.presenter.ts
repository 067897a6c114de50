import { listingPath } from '../../../shared/listings/kinds.ts';
import type { ListingView } from '../../../shared/listings/schemas.ts';
import type { PhotoView } from '../../../shared/photos.ts';
import type { StoredPhoto } from '../photos/photos.service.ts';
import { isEnded, type ListingStatus } from '../../../shared/listings/statuses.ts';
import type { ListingRow } from './listings.repository.ts';
import { canModerate, type Viewer } from './listings.policy.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * A post as the API and pages show it. The rejection reason is for the owner's eyes (and the
 * moderators'); the owner's id never leaves the server.
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
    attributes: row.attributes,
    rejection_reason: isOwner || canModerate(viewer) ? row.rejection_reason : null,
    is_owner: isOwner,
    created_at: new Date(row.created_at).toISOString(),
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
    photos: row.photos.map(presentPhoto),
  };
}
