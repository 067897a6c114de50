import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { welcomeItemSchema } from './welcome.presenter.ts';

const welcomeSchema = z.object({ data: welcomeItemSchema.nullable() });

/** GET welcome_screen: the active welcome item or null. */
export const welcomeRoutes: ApiModule = (app, services) => {
  app.get(
    '/welcome_screen',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shell'],
        summary: 'The active welcome modal item (or null)',
        response: { 200: welcomeSchema },
      },
    },
    async (request) => ({ data: await services.welcome.getActive(request.cityId, request.lang) }),
  );
};
