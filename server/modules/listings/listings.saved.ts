import { type ListingKind, listingKinds, listingPath } from '#shared/listings/kinds.ts';
import type { SavedSource } from '../favorites/saved-sources.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { PhotoView } from '#shared/photos.ts';
import type { StoredPhoto } from '../photos/photos.service.ts';

/**
 * Every listing kind in the saved lists, through the repository's visibility rule ('listed'): a post
 * that is pending, rejected, expired or ended can be neither saved nor shown in anyone's saved list.
 */
export function listingSavedSources(
  repo: ListingsRepository,
  presentPhoto: (photo: StoredPhoto) => PhotoView,
): Record<ListingKind, SavedSource> {
  const sourceFor = (kind: ListingKind): SavedSource => ({
    async isVisible(cityId, id) {
      const rows = await repo.findManyVisible({ cityId, kind, ids: [id], viewer: null, scope: 'listed' });
      return rows.length === 1;
    },
    async cards(cityId, ids) {
      const rows = await repo.findManyVisible({ cityId, kind, ids, viewer: null, scope: 'listed' });
      return rows.map((row) => ({
        kind,
        id: row.id,
        title: row.title,
        // the cover's smallest variant: a saved list shows thumbnails
        image: row.photos[0] ? (presentPhoto(row.photos[0]).variants[0]?.url ?? null) : null,
        price: row.price === null ? null : Number(row.price),
        url: listingPath(kind, row),
        date: new Date(row.published_at ?? row.created_at).toISOString(),
      }));
    },
  });
  return Object.fromEntries(listingKinds.map((kind) => [kind, sourceFor(kind)])) as Record<
    ListingKind,
    SavedSource
  >;
}
