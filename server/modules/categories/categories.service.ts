import type { Lang } from '../../../shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { createCategoriesRepository, type DirectoryKind } from './categories.repository.ts';

export interface SubCategory {
  id: number;
  name: string;
  type: DirectoryKind;
  image: string | null;
}
export interface MainCategory extends SubCategory {
  sub_categories: SubCategory[];
}

export function createCategoriesService(db: DB) {
  const repo = createCategoriesRepository(db);
  return {
    /** Main categories of the given kinds (both when none is given), each with its sub-categories, for the header menus. */
    async listMenuCategories(cityId: number, lang: Lang, type?: DirectoryKind): Promise<MainCategory[]> {
      const rows = await repo.listByKinds(cityId, type ? [type] : ['shops', 'service']);
      const name = (r: { name_en: string; name_ar: string }) => (lang === 'ar' ? r.name_ar : r.name_en);
      const mains = new Map<number, MainCategory>();
      for (const r of rows) {
        if (r.parent_id === null)
          mains.set(r.id, {
            id: r.id,
            name: name(r),
            type: r.kind as DirectoryKind,
            image: r.image,
            sub_categories: [],
          });
      }
      for (const r of rows) {
        if (r.parent_id === null) continue;
        mains
          .get(r.parent_id)
          ?.sub_categories.push({ id: r.id, name: name(r), type: r.kind as DirectoryKind, image: r.image });
      }
      return [...mains.values()];
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
