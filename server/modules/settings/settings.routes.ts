import type { ApiModule } from '../index.ts';

/** GET general-setting: logo, states menu, offered services and footer, in the path language. */
export const settingsRoutes: ApiModule = (app, services) => {
  app.get(
    '/general-setting',
    {
      config: { publicCache: true },
      schema: { tags: ['shell'], summary: 'Header and footer settings of the city' },
    },
    async (request) => ({ data: await services.settings.getGeneralSettings(request.cityId, request.lang) }),
  );
};
