import type { ListingKind } from '../../../shared/accounts.ts';
import type { Lang } from '../../../shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';

/** One card in a saved or own-posts list, the same shape for every kind. */
export interface ListingCard {
  kind: ListingKind;
  id: number;
  title: string;
  image: string | null;
  /** Site path of the item's page. */
  url: string;
  date: string;
  /** Own posts only: 'pending' | 'published' | …; null for kinds without moderation (blog). */
  status: string | null;
}

/**
 * How the favourites and own-posts lists read one kind. A later module (business, product, rent, job)
 * calls `registerListingKind` from its own module file; the lists then include it without any change
 * here. Until a kind is registered its lists are empty and saving it answers 404.
 */
export interface ListingKindSource {
  kind: ListingKind;
  /** True when a visitor may see (and so save) this item in this city. */
  isVisible(db: DB, cityId: number, id: number): Promise<boolean>;
  /** Cards for these ids in this language; ids that no longer exist or are hidden are left out. */
  cards(db: DB, cityId: number, ids: number[], lang: Lang): Promise<ListingCard[]>;
  /** The user's own posts of this kind, any status, newest first. */
  ownPosts?(db: DB, cityId: number, userId: number, lang: Lang): Promise<ListingCard[]>;
}

const registry = new Map<ListingKind, ListingKindSource>();

export function registerListingKind(source: ListingKindSource) {
  registry.set(source.kind, source);
}

export function listingKindSource(kind: ListingKind): ListingKindSource | undefined {
  return registry.get(kind);
}

export function registeredKinds(): ListingKind[] {
  return [...registry.keys()];
}
