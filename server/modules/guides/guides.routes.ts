import { z } from 'zod';
import { idParamsSchema } from '#shared/params.ts';
import type { ApiModule } from '../index.ts';
import { guideSchema, guideSectionsSchema, listGuidesQuerySchema } from './guides.schemas.ts';

export const guidesRoutes: ApiModule = (app, services) => {
  app.get(
    '/user-guides',
    {
      config: { publicCache: true },
      schema: {
        tags: ['user guides'],
        summary: 'User guide entries grouped by section (how_to_use, faq, general_tips, tour)',
        querystring: listGuidesQuerySchema,
        response: { 200: z.object({ data: guideSectionsSchema }) },
      },
    },
    async (request) => ({
      data: await services.guides.listGuides({
        cityId: request.cityId,
        lang: request.lang,
        section: request.query.section,
      }),
    }),
  );

  app.get(
    '/user-guides/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['user guides'],
        summary: 'One user guide entry with a sanitised body',
        params: idParamsSchema,
        response: { 200: z.object({ data: guideSchema }) },
      },
    },
    async (request) => ({
      data: await services.guides.getGuide({
        cityId: request.cityId,
        lang: request.lang,
        id: request.params.id,
      }),
    }),
  );
};
