import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { SavedKind } from '#shared/saved.ts';
import type { FavoritesRepository } from './favorites.repository.ts';
import type { SavedCard, SavedSources } from './saved-sources.ts';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** Saved items of every saveable kind (see saved-sources.ts). Always scoped to the caller. */
export function createFavoritesService({
  repo,
  sources,
}: {
  repo: FavoritesRepository;
  sources: SavedSources;
}) {
  async function requireVisible(kind: SavedKind, cityId: number, id: number) {
    if (!(await sources[kind].isVisible(cityId, id))) throw new AppError('NOT_FOUND');
  }
  return {
    /** The caller's saved items of a kind that are still visible, newest save first. */
    async list(userId: number, kind: SavedKind, cityId: number, lang: Lang): Promise<SavedCard[]> {
      const ids = await repo.listIds(userId, kind);
      const cards = await sources[kind].cards(cityId, ids, lang);
      const byId = new Map(cards.map((c) => [c.id, c]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** Which of these ids the caller has saved (for Save buttons on lists). */
    async savedIds(userId: number, kind: SavedKind, ids: number[]) {
      return repo.savedAmong(userId, kind, ids.slice(0, 200));
    },
    async toggle(userId: number, kind: SavedKind, id: number, cityId: number) {
      if (await repo.remove(userId, kind, id)) return { kind, id, saved: false };
      await requireVisible(kind, cityId, id);
      await repo.add(userId, kind, id);
      return { kind, id, saved: true };
    },
    async save(userId: number, kind: SavedKind, id: number, cityId: number) {
      await requireVisible(kind, cityId, id);
      await repo.add(userId, kind, id);
      return { kind, id, saved: true };
    },
    async unsave(userId: number, kind: SavedKind, id: number) {
      await repo.remove(userId, kind, id);
      return { kind, id, saved: false };
    },
  };
}
