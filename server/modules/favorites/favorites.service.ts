import type { ListingKind } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Lang } from '../../../shared/i18n/format.ts';
import type { FavoritesRepository } from './favorites.repository.ts';
import { type ListingCard, listingKindSource } from './kinds.ts';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** Saved items and own posts, generic over listing kinds (see kinds.ts). Always scoped to the caller. */
export function createFavoritesService(repo: FavoritesRepository) {
  async function requireVisible(kind: ListingKind, cityId: number, id: number) {
    const source = listingKindSource(kind);
    if (!source || !(await source.isVisible(repo.db, cityId, id))) throw new AppError('NOT_FOUND');
  }

  return {
    /** The caller's saved items of a kind, newest save first; an unregistered kind is an empty list. */
    async list(userId: number, kind: ListingKind, cityId: number, lang: Lang): Promise<ListingCard[]> {
      const source = listingKindSource(kind);
      if (!source) return [];
      const ids = await repo.listIds(userId, kind);
      const cards = await source.cards(repo.db, cityId, ids, lang);
      const byId = new Map(cards.map((c) => [c.id, c]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Which of these ids the caller has saved (for Save buttons on lists). */
    async savedIds(userId: number, kind: ListingKind, ids: number[]) {
      return repo.savedAmong(userId, kind, ids.slice(0, 200));
    },

    async toggle(userId: number, kind: ListingKind, id: number, cityId: number) {
      if (await repo.remove(userId, kind, id)) return { kind, id, saved: false };
      await requireVisible(kind, cityId, id);
      await repo.add(userId, kind, id);
      return { kind, id, saved: true };
    },

    async save(userId: number, kind: ListingKind, id: number, cityId: number) {
      await requireVisible(kind, cityId, id);
      await repo.add(userId, kind, id);
      return { kind, id, saved: true };
    },

    async unsave(userId: number, kind: ListingKind, id: number) {
      await repo.remove(userId, kind, id);
      return { kind, id, saved: false };
    },

    /** The caller's own posts of a kind (any status); empty until the kind's module registers it. */
    async ownPosts(userId: number, kind: ListingKind, cityId: number, lang: Lang): Promise<ListingCard[]> {
      const source = listingKindSource(kind);
      if (!source?.ownPosts) return [];
      return source.ownPosts(repo.db, cityId, userId, lang);
    },
  };
}
