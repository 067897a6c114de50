import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import type { DB } from '../../db/database.ts';
import { type CategoryKind, categoriesRepository, type DirectoryKind } from './categories.repository.ts';

export interface SubCategory<K extends CategoryKind = DirectoryKind> {
  id: number;
  name: string;
  type: K;
  image: string | null;
}
export interface MainCategory<K extends CategoryKind = DirectoryKind> extends SubCategory<K> {
  sub_categories: SubCategory<K>[];
}

export function createCategoriesService(db: DB) {
  const repo = categoriesRepository(db);
  /** Main categories of these kinds in their order, each with its sub-categories, named in `lang`. */
  async function tree<K extends CategoryKind>(
    cityId: number,
    lang: Lang,
    kinds: K[],
  ): Promise<MainCategory<K>[]> {
    const rows = await repo.listByKinds(cityId, kinds);
    const name = (r: { name_en: string; name_ar: string }) => inLang(r, 'name', lang);
    const mains = new Map<number, MainCategory<K>>();
    for (const r of rows) {
      if (r.parent_id === null)
        mains.set(r.id, { id: r.id, name: name(r), type: r.kind as K, image: r.image, sub_categories: [] });
    }
    for (const r of rows) {
      if (r.parent_id === null) continue;
      mains
        .get(r.parent_id)
        ?.sub_categories.push({ id: r.id, name: name(r), type: r.kind as K, image: r.image });
    }
    return [...mains.values()];
  }
  return {
    /** Main categories of the given kinds (both when none is given), each with its sub-categories, for the header menus. */
    listMenuCategories(cityId: number, lang: Lang, type?: DirectoryKind): Promise<MainCategory[]> {
      return tree(cityId, lang, type ? [type] : ['shops', 'service']);
    },
    /** The marketplace's main categories with their sub-categories. */
    marketCategories(cityId: number, lang: Lang): Promise<MainCategory<'market'>[]> {
      return tree(cityId, lang, ['market']);
    },

    /**
     * A listing kind's category tree in this language (main categories, each with its subs): what a
     * posting form offers. Mains without subs are left out, since a post needs both.
     */
    async listTree(cityId: number, lang: Lang, kind: CategoryKind): Promise<CategoryTreeNode[]> {
      const mains = await tree(cityId, lang, [kind]);
      return mains
        .filter((m) => m.sub_categories.length > 0)
        .map((m) => ({
          id: m.id,
          name: m.name,
          subs: m.sub_categories.map(({ id, name }) => ({ id, name })),
        }));
    },
  };
}

export interface CategoryTreeNode {
  id: number;
  name: string;
  subs: Array<{ id: number; name: string }>;
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
