import { z } from 'zod';
import type { ApiModule } from '../index.ts';

const directoryKindSchema = z.enum(['shops', 'service'], { error: 'validation.invalid' });
const querySchema = z.object({ type: directoryKindSchema.optional() });

const subCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: directoryKindSchema,
  image: z.string().nullable(),
});
const categoriesSchema = z.object({
  data: z.array(subCategorySchema.extend({ sub_categories: z.array(subCategorySchema) })),
});

/** GET categories?type=shops|service: main categories with their sub-categories. */
export const categoriesRoutes: ApiModule = (app, services) => {
  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: {
        querystring: querySchema,
        tags: ['shell'],
        summary: 'Directory categories with sub-categories',
        response: { 200: categoriesSchema },
      },
    },
    async (request) => ({
      data: await services.categories.listMenuCategories(request.cityId, request.lang, request.query.type),
    }),
  );
};
