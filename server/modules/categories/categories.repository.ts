import type { DB } from '../../db/database.ts';

export type DirectoryKind = 'shops' | 'service';

/** SQL for the directory category tree (main categories and their sub-categories). */
export function createCategoriesRepository(db: DB) {
  return {
    listByKinds(cityId: number, kinds: DirectoryKind[]) {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'kind', 'name_en', 'name_ar', 'image', 'position'])
        .where('city_id', '=', cityId)
        .where('kind', 'in', kinds)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** One kind's whole tree (mains and subs), in menu order: the marketplace's form and filters. */
    listTree(cityId: number, kind: 'market') {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name_en', 'name_ar'])
        .where('city_id', '=', cityId)
        .where('kind', '=', kind)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}
