import { z } from 'zod';
import { listingSchema } from '#shared/listings/schemas.ts';
import type { ApiModule } from '../index.ts';

/** How many looking-for posts the app's list shows (the newest). */
const lookingForCount = 50;

/**
 * §7 `GET rents/web/looking_for`: the people looking for a place, newest first, as `{ data }` (the
 * app reads `data.data`). The full list with filters and pages is `GET listings?kind=rent`.
 */
export const rentRoutes: ApiModule = (app, services) => {
  app.get(
    '/rents/web/looking_for',
    {
      schema: {
        tags: ['listings'],
        summary: `The newest ${lookingForCount} published rental posts of people looking for a place (anonymous ones without contact)`,
        response: { 200: z.object({ data: z.array(listingSchema) }) },
      },
    },
    async (request) => {
      const page = await services.listings.listPublished({
        cityId: request.cityId,
        kind: 'rent',
        perPage: lookingForCount,
        filters: { post_type: 'looking_for' },
      });
      return { data: page.items };
    },
  );
};
