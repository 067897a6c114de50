import type { Lang } from '#shared/i18n/format.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { ListingsService } from '../listings/listings.service.ts';

/**
 * The marketplace's reading side as the app calls it (product description §7 filter-market): its
 * category tree and its published products. Products come from the listings service, so the one
 * visibility rule and the keyset pages apply unchanged.
 */
export function createMarketService(deps: {
  listings: Pick<ListingsService, 'listPublished'>;
  categories: Pick<CategoriesService, 'marketCategories'>;
}) {
  return {
    /** Published products of a main category and/or sub-category (all when neither), and the nav. */
    async filter(input: {
      cityId: number;
      lang: Lang;
      mainId?: number;
      categoryId?: number;
      cursor?: string;
      perPage: number;
    }) {
      const [categories, page] = await Promise.all([
        deps.categories.marketCategories(input.cityId, input.lang),
        deps.listings.listPublished({
          cityId: input.cityId,
          kind: 'product',
          perPage: input.perPage,
          cursor: input.cursor,
          filters: { main_category_id: input.mainId, sub_category_id: input.categoryId },
        }),
      ]);
      return { categories, products: page.items, next_cursor: page.next_cursor };
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
