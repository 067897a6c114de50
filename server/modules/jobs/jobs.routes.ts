import { z } from 'zod';
import { cursorSchema } from '#shared/params.ts';
import { listingPageSchema } from '#shared/listings/schemas.ts';
import type { ApiModule } from '../index.ts';

const perPage = 20;

/**
 * GET jobs/web/looking_for (product description §7): the people looking for work, newest first,
 * as the jobs board's second list shows them (keyset pages). Public, read-only; the listing core's
 * visibility rule and presenter decide what is in it (published posts, no anonymous contact).
 */
export const jobsRoutes: ApiModule = (app, services) => {
  app.get(
    '/jobs/web/looking_for',
    {
      schema: {
        querystring: z.looseObject({ cursor: cursorSchema.optional() }),
        tags: ['listings'],
        summary: 'Jobs: published posts of people looking for work, newest first (keyset pages)',
        response: { 200: z.object({ data: listingPageSchema }) },
      },
    },
    async (request) => ({
      data: await services.listings.listPublished({
        cityId: request.cityId,
        kind: 'job',
        perPage,
        cursor: request.query.cursor,
        filters: { post_type: 'looking' },
      }),
    }),
  );
};
