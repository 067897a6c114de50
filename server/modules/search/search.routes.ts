import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { searchQuerySchema, searchResultSchema } from './search.schemas.ts';

export const searchRoutes: ApiModule = (app, services) => {
  app.get(
    '/search',
    {
      // posts are among the results: they leave them when they expire
      config: { publicCache: 'per-minute' },
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
