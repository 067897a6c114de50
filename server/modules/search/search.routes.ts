import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { searchQuerySchema, searchResultSchema } from './search.schemas.ts';

export const searchRoutes: ApiModule = (app, services) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search blog posts and user guides (Arabic-aware: hamza, ة/ه, ى/ي, diacritics, Arabic-Indic digits)',
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: searchResultSchema }) },
      },
    },
    async (request) => ({
      data: await services.search.search({ cityId: request.cityId, lang: request.lang, ...request.query }),
    }),
  );
};
