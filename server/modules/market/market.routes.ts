import { z } from 'zod';
import { cursorSchema } from '#shared/params.ts';
import { optionalFilterId } from '#shared/listings/product.schema.ts';
import { listingSchema } from '#shared/listings/schemas.ts';
import type { ApiModule } from '../index.ts';

const subCategorySchema = z.object({ id: z.number(), name: z.string(), type: z.literal('market') });
const mainCategorySchema = subCategorySchema.extend({ sub_categories: z.array(subCategorySchema) });

const filterMarketQuerySchema = z.looseObject({
  /** Empty (the default) means every main category. */
  main_id: optionalFilterId('market.validation.mainCategoryInvalid'),
  /** A sub-category id; empty (the default) means every sub-category. */
  category_id: optionalFilterId('market.validation.subCategoryInvalid'),
  cursor: cursorSchema.optional(),
});

const filterMarketSchema = z.object({
  data: z.object({
    categories: z
      .array(mainCategorySchema)
      .describe("The marketplace's main categories in order, each with its sub-categories (the page's nav)"),
    products: z
      .array(listingSchema)
      .describe('Published products, newest first, of main_id and category_id when given'),
    next_cursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
  }),
});

const perPage = 20;

/** GET filter-market (product description §7): the marketplace page's products and nav in one call. */
export const marketRoutes: ApiModule = (app, services) => {
  app.get(
    '/filter-market',
    {
      schema: {
        querystring: filterMarketQuerySchema,
        tags: ['listings'],
        summary:
          'Marketplace: published products filtered by main category (main_id) and sub-category (category_id), both optional, with the category nav',
        response: { 200: filterMarketSchema },
      },
    },
    async (request) => ({
      data: await services.market.filter({
        cityId: request.cityId,
        lang: request.lang,
        mainId: request.query.main_id,
        categoryId: request.query.category_id,
        cursor: request.query.cursor,
        perPage,
      }),
    }),
  );
};
