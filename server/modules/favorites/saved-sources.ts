import type { Lang } from '#shared/i18n/format.ts';
import type { SavedKind } from '#shared/saved.ts';

/** One card in a saved list, the same shape for every kind. */
export interface SavedCard {
  kind: SavedKind;
  id: number;
  title: string;
  image: string | null;
  /** Listings only: the asking price (null when none); content has no price. */
  price?: number | null;
  /** Site path of the item's page. */
  url: string;
  date: string;
}

/**
 * How the saved lists read one kind. Each module that owns saveable things provides one (blog
 * posts: blog-saved.ts; every listing kind: listings.saved.ts); services.ts collects them in one
 * static object, so a kind without a source does not compile.
 */
export interface SavedSource {
  /** True when a visitor may see (and so save) this item in this city. */
  isVisible(cityId: number, id: number): Promise<boolean>;
  /** Cards for these ids in this language; ids that no longer exist or are hidden are left out. */
  cards(cityId: number, ids: number[], lang: Lang): Promise<SavedCard[]>;
}

export type SavedSources = Record<SavedKind, SavedSource>;
