import type { ApiModule } from '../index.ts';

/** GET welcome_screen: the active welcome item or null. */
export const welcomeRoutes: ApiModule = (app, services) => {
  app.get(
    '/welcome_screen',
    {
      config: { publicCache: true },
      schema: { tags: ['shell'], summary: 'The active welcome modal item (or null)' },
    },
    async (request) => ({ data: await services.welcome.getActive(request.cityId, request.lang) }),
  );
};
