import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { serviceKeys, socialTypes } from './settings.presenter.ts';

const generalSettingsSchema = z.object({
  data: z.object({
    navbar: z.object({
      logo: z.string(),
      states: z.array(
        z.object({ id: z.number(), title: z.string(), image: z.string(), url: z.string().nullable() }),
      ),
    }),
    services: z
      .partialRecord(z.enum(serviceKeys), z.object({ id: z.number() }))
      .describe('The services the city offers, each with its category id'),
    logo: z.string(),
    footer: z.object({
      social_media: z.array(z.object({ type: z.enum(socialTypes), url: z.string() })),
      subscribe: z.string(),
      email: z.string(),
      phone: z.string(),
      Copyright: z.string(),
    }),
    app: z.object({ app_store_url: z.string().nullable(), play_store_url: z.string().nullable() }),
  }),
});

/** GET general-setting: logo, states menu, offered services and footer, in the path language. */
export const settingsRoutes: ApiModule = (app, services) => {
  app.get(
    '/general-setting',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shell'],
        summary: 'Header and footer settings of the city',
        response: { 200: generalSettingsSchema },
      },
    },
    async (request) => ({ data: await services.settings.getGeneralSettings(request.cityId, request.lang) }),
  );
};
