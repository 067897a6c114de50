import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { pageSchema } from '#shared/params.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';
import type { SitemapsService } from './sitemaps.service.ts';

const fileParams = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,40}\.xml$/, { error: 'validation.invalid' }),
});
const pageQuery = z.looseObject({ page: pageSchema.optional() });

/** Crawlers may keep a sitemap an hour; new posts reach them within that. */
const xmlHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * /robots.txt, /sitemap.xml (an index) and /sitemaps/{pages,blog,guides,<kind>}.xml, absolute
 * addresses on PUBLIC_URL. Outside the page context: no cookies, sessions or language redirects.
 */
export function registerSitemapRoutes(app: FastifyInstance, sitemaps: SitemapsService, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const robots = [
    'User-agent: *',
    'Allow: /',
    // the API and form actions are for the site's own pages and apps, not for crawling
    'Disallow: /api/',
    'Disallow: /actions/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' })
      .send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(xmlHeaders).send(sitemapIndexXml(origin, await sitemaps.index())),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sitemaps/:file',
      { schema: { hide: true, params: fileParams, querystring: pageQuery } },
      async (request, reply) => {
        const pages = await sitemaps.file(
          request.params.file.slice(0, -'.xml'.length),
          request.query.page ?? 1,
        );
        if (!pages) throw new AppError('NOT_FOUND');
        return reply.headers(xmlHeaders).send(urlsetXml(origin, pages));
      },
    );
}
