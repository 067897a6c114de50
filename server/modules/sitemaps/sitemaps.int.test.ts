import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKindDefinitions, listingPath } from '#shared/listings/kinds.ts';
import { buildCityBeforeApp, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBlogPost, buildCity, buildListing, buildUserGuide } from '../../test/factories.ts';
import { xmlProblems } from '../../test/xml-well-formed.ts';

/**
 * Sitemaps and robots.txt of a city of the test's own (the site serves CITY_ID): only listed posts
 * (published, not expired) appear, each in both languages with its hreflang alternates.
 */
const publicUrl = 'https://dearborn.jaliya.test';
let ctx: TestContext;
let cityId: number;
const posts: Record<string, { id: number }> = {};

beforeAll(async () => {
  cityId = await buildCityBeforeApp();
  ctx = await buildTestApp({ PUBLIC_URL: publicUrl, SITEMAP_URLS_PER_FILE: 6, CITY_ID: cityId });
  const day = 86_400_000;
  posts.published = await buildListing(ctx.db, 'product', cityId, { slug: 'bread-&-butter-maker' });
  posts.older = await buildListing(ctx.db, 'product', cityId, {
    publishedAt: new Date(Date.now() - 2 * day),
  });
  posts.third = await buildListing(ctx.db, 'product', cityId, {
    publishedAt: new Date(Date.now() - 3 * day),
  });
  posts.fourth = await buildListing(ctx.db, 'product', cityId, {
    publishedAt: new Date(Date.now() - 4 * day),
  });
  posts.pending = await buildListing(ctx.db, 'product', cityId, { status: 'pending' });
  posts.rejected = await buildListing(ctx.db, 'product', cityId, { status: 'rejected' });
  posts.sold = await buildListing(ctx.db, 'product', cityId, { status: 'sold' });
  posts.expired = await buildListing(ctx.db, 'product', cityId, {
    publishedAt: new Date(Date.now() - 40 * day),
    expiresAt: new Date(Date.now() - 10 * day),
  });
  const elsewhere = await buildCity(ctx.db);
  posts.otherCity = await buildListing(ctx.db, 'product', elsewhere.id);
  await buildBlogPost(ctx.db, cityId, { slug: 'tips-&-tricks' });
  await buildUserGuide(ctx.db, cityId, { slug: 'how-to-post' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const idsIn = (xml: string) =>
  [...xml.matchAll(/<loc>[^<]*\/Show-Product\/(\d+)[^<]*<\/loc>/g)].map((m) => Number(m[1]));

describe('sitemaps', () => {
  it('serves an index of the per-kind files on PUBLIC_URL, split at the addresses-per-file limit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(xmlProblems(res.body)).toEqual([]);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // 4 listed posts, 2 addresses each, 6 addresses a file: the product file has two pages
    expect(locs).toEqual([
      `${publicUrl}/sitemaps/pages.xml`,
      `${publicUrl}/sitemaps/blog.xml`,
      `${publicUrl}/sitemaps/guides.xml`,
      ...listingKindDefinitions.flatMap((k) =>
        k.id === 'product'
          ? [`${publicUrl}/sitemaps/product.xml`, `${publicUrl}/sitemaps/product.xml?page=2`]
          : [`${publicUrl}/sitemaps/${k.id}.xml`],
      ),
    ]);
    expect(res.body).toMatch(
      /<sitemap><loc>[^<]*product\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:]{8}Z<\/lastmod>/,
    );
  });

  it('lists only published, unexpired posts of the city, each in both languages with its alternates', async () => {
    const first = await get('/sitemaps/product.xml');
    const second = await get('/sitemaps/product.xml?page=2');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(xmlProblems(first.body)).toEqual([]);
    expect(xmlProblems(second.body)).toEqual([]);
    const ids = [...idsIn(first.body), ...idsIn(second.body)];
    // newest first, each id twice (en, ar), the older ones on page 2
    expect(ids).toEqual(
      [posts.published, posts.older, posts.third, posts.fourth].flatMap((p) => [p.id, p.id]),
    );
    for (const hidden of ['pending', 'rejected', 'sold', 'expired', 'otherCity'])
      expect(ids, hidden).not.toContain(posts[hidden].id);

    const path = listingPath('product', { id: posts.older.id, slug: `listing-` }).split('/listing-')[0];
    const entry = [...first.body.matchAll(/<url>.*?<\/url>/g)]
      .map((m) => m[0])
      .filter((u) => u.includes(`${path}/`));
    expect(entry).toHaveLength(2);
    const [en, ar] = entry;
    expect(en).toMatch(new RegExp(`<loc>${publicUrl}${path}/[^<]*\\?lang=en</loc>`));
    expect(ar).toMatch(new RegExp(`<loc>${publicUrl}${path}/[^<]*\\?lang=ar</loc>`));
    for (const url of entry) {
      expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:]{8}Z<\/lastmod>/);
      for (const hreflang of ['en', 'ar', 'x-default'])
        expect(url).toMatch(
          new RegExp(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${publicUrl}${path}/`),
        );
      expect(url).toMatch(/hreflang="x-default" href="[^"]*\?lang=en"/);
    }
  });

  it('escapes what a slug carries: the address holds %26, never a bare &', async () => {
    const res = await get('/sitemaps/product.xml');
    expect(res.body).toContain(`/Show-Product/${posts.published.id}/bread-%26-butter-maker?lang=en`);
    const blog = await get('/sitemaps/blog.xml');
    expect(xmlProblems(blog.body)).toEqual([]);
    expect(blog.body).toMatch(/\/Show-Blog\/\d+\/tips-%26-tricks\?lang=ar<\/loc>/);
  });

  it('has the site pages (with each kind’s list page) and the guides', async () => {
    const pages = await get('/sitemaps/pages.xml');
    expect(xmlProblems(pages.body)).toEqual([]);
    for (const path of ['/?lang=en', '/About?lang=ar', '/Blog?lang=en', '/Privacy-Policy?lang=ar'])
      expect(pages.body).toContain(`<loc>${publicUrl}${path}</loc>`);
    for (const kind of listingKindDefinitions)
      expect(pages.body).toContain(`${publicUrl}${kind.paths.list}?lang=en`);
    const guides = await get('/sitemaps/guides.xml');
    expect(guides.body).toMatch(/\/Show-User-Guide\/\d+\/how-to-post\?lang=en<\/loc>/);
  });

  it('answers 404 for a file or page that does not exist, never a 5xx', async () => {
    for (const url of ['/sitemaps/product.xml?page=3', '/sitemaps/nothing.xml', '/sitemaps/pages.xml?page=2'])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const url of [
      '/sitemaps/product.xml?page=0',
      '/sitemaps/product.xml?page=abc',
      '/sitemaps/product.json',
      '/sitemaps/..%2Fetc.xml',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap index on PUBLIC_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
