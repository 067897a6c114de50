import type { DB } from '../../db/database.ts';

export type DirectoryKind = 'shops' | 'service';
/** Every category tree: the directory's two and the marketplace's. */
export type CategoryKind = DirectoryKind | 'market';

/** SQL for the category trees (main categories and their sub-categories). */
export function categoriesRepository(db: DB) {
  return {
    listByKinds(cityId: number, kinds: CategoryKind[]) {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'kind', 'name_en', 'name_ar', 'image', 'position'])
        .where('city_id', '=', cityId)
        .where('kind', 'in', kinds)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}
