import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { welcomeItemSchema } from '../welcome/welcome.presenter.ts';

const homeSchema = z.object({
  data: z.object({
    hero: z.array(
      z.object({
        id: z.number(),
        media: z.string(),
        square_image: z.string(),
        title: z.string(),
        description: z.string().describe('Sanitised HTML'),
      }),
    ),
    welcome: welcomeItemSchema.nullable(),
    user_guides: z.array(
      z.object({
        id: z.number(),
        slug: z.string(),
        section: z.string(),
        title: z.string(),
        summary: z.string(),
      }),
    ),
  }),
});

export const homeRoutes: ApiModule = (app, services) => {
  app.get(
    '/home',
    {
      config: { publicCache: true },
      schema: {
        tags: ['home'],
        summary: 'Home data: hero slides, welcome item, user guide teaser',
        response: { 200: homeSchema },
      },
    },
    async (request) => ({ data: await services.home.getHome(request.cityId, request.lang) }),
  );
};
