import { z } from 'zod';
import type { PageKey } from '../../db/schema.ts';
import type { ApiModule } from '../index.ts';
import { pageKeys } from './pages.service.ts';

const pageSchema = z.object({
  data: z.object({
    key: z.enum(pageKeys),
    title: z.string(),
    body: z.string().describe('Sanitised HTML'),
    image: z.string().nullable(),
    updatedAt: z.string(),
  }),
});

/** Content pages: the product description's paths (about, our_services, contact-page) and pages/{key}. */
export const pagesRoutes: ApiModule = (app, services) => {
  const named: Array<[string, PageKey, string]> = [
    ['/about', 'about', 'About page'],
    ['/our_services', 'our_services', 'Our services page'],
    ['/contact-page', 'contact', 'Contact page text'],
  ];
  for (const [path, key, summary] of named) {
    app.get(
      path,
      { config: { publicCache: true }, schema: { tags: ['pages'], summary, response: { 200: pageSchema } } },
      async (request) => ({
        data: await services.pages.getPage(request.cityId, request.lang, key),
      }),
    );
  }
  app.get(
    '/pages/:key',
    {
      config: { publicCache: true },
      schema: {
        tags: ['pages'],
        summary: 'A content page by key (about, our_services, contact, privacy, terms, eula)',
        // loose: the prefix's lang and cityId params stay for the API plugin's check
        params: z.looseObject({ key: z.string().max(40).describe(pageKeys.join(' | ')) }),
        response: { 200: pageSchema },
      },
    },
    async (request) => ({
      data: await services.pages.getPageByKey(request.cityId, request.lang, request.params.key),
    }),
  );
};
