import type { SavedKind } from '#shared/saved.ts';
import type { DB } from '../../db/database.ts';

/** Favourites rows: (user, kind, item), newest first. */
export function favoritesRepository(db: DB) {
  return {
    listIds(userId: number, kind: SavedKind, limit = 200) {
      return db
        .selectFrom('favorites')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('item_id', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => rows.map((r) => r.item_id));
    },

    savedAmong(userId: number, kind: SavedKind, ids: number[]) {
      if (!ids.length) return Promise.resolve([] as number[]);
      return db
        .selectFrom('favorites')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('item_id', 'in', ids)
        .execute()
        .then((rows) => rows.map((r) => r.item_id));
    },

    async add(userId: number, kind: SavedKind, itemId: number) {
      await db
        .insertInto('favorites')
        .values({ user_id: userId, kind, item_id: itemId, created_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async remove(userId: number, kind: SavedKind, itemId: number) {
      const result = await db
        .deleteFrom('favorites')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
