import { describe, expect, it } from 'vitest';
import { buildListing, uniqueTag } from '../../test/factories.ts';
import { setUpWebTestApp } from '../../test/web-app.ts';

/**
 * A list page sends its cards once (decision 061): a page load draws them in the HTML and leaves
 * them out of the hydration data, where they would travel a second time and push the first response
 * past 14 KB; the page's data URL (what the browser fetches to hydrate the grid, and what a client
 * navigation gets) carries them. Without JavaScript every card and the filter form are in the HTML
 * as it arrives, not in segments a script would reveal.
 */
const web = setUpWebTestApp();

/** The hydration data of a page: React Router's streamed turbo-stream chunks. */
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map(([, chunk]) => JSON.parse(chunk) as string)
    .join('');

describe.each([
  { kind: 'product' as const, path: '/market-place/products', routeId: 'routes/market-products' },
  { kind: 'rent' as const, path: '/rents', routeId: 'rent-offers' },
  { kind: 'job' as const, path: '/jobs', routeId: 'jobs-hiring' },
])('the $kind list', ({ kind, path, routeId }) => {
  it('draws its cards in the HTML only; the page data URL carries them', async () => {
    const title = `Cards once ${uniqueTag()}`;
    await buildListing(web.ctx.db, kind, web.cityId, { title });
    for (const lang of ['en', 'ar'] as const) {
      const res = await web.page(path, { lang });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`>${title}</a>`);
      const data = hydrationData(res.body);
      expect(data).toContain('"count"');
      expect(data).not.toContain(title);
      // nothing is held back for a script to reveal
      expect(res.body).not.toMatch(/<div hidden id="S:\d+">/);

      const json = await web.page(`${path}.data?_routes=${encodeURIComponent(routeId)}`, { lang });
      expect(json.statusCode).toBe(200);
      expect(json.body).toContain(title);
    }
  });
});

it("keeps the product filter's categories out of the hydration data, in its <select>s", async () => {
  const res = await web.page('/market-place/products', { lang: 'en' });
  const options = [...res.body.matchAll(/<optgroup label="([^"]+)"/g)].map(([, label]) => label);
  expect(options.length).toBeGreaterThan(0);
  const data = hydrationData(res.body);
  for (const label of options) expect(data).not.toContain(`"${label.replaceAll('&amp;', '&')}"`);
  const json = await web.page('/market-place/products.data?_routes=routes%2Fmarket-products', { lang: 'en' });
  expect(json.body).toContain(options[0]?.replaceAll('&amp;', '&'));
});

it("keeps a business page's JSON-LD and galleries out of its hydration data; crawlers read the HTML", async () => {
  const business = await buildListing(web.ctx.db, 'business', web.cityId, { title: `Once ${uniqueTag()}` });
  const res = await web.page(`/MarketProfile/${business.id}`, { lang: 'ar' });
  const page = res.statusCode === 301 ? await web.page(String(res.headers.location), { lang: 'ar' }) : res;
  expect(page.statusCode).toBe(200);
  expect(page.body).toMatch(/<script type="application\/ld\+json">\{[^<]*"@type":"LocalBusiness"/);
  const data = hydrationData(page.body);
  expect(data).toContain('"photoCounts"');
  expect(data).not.toContain('LocalBusiness');
  // the deferred values (JSON-LD, the galleries' photos) leave only their empty holders
  expect(data).not.toContain('"value"');
  const path = new URL(String(res.headers.location ?? `/MarketProfile/${business.id}`), 'http://x').pathname;
  const json = await web.page(`${path}.data?_routes=routes%2Fmarket-profile`, { lang: 'ar' });
  expect(json.body).toContain('LocalBusiness');
  expect(json.body).toContain('"value"');
  expect(json.body).toContain('"gallery"');
});

describe.each([
  { kind: 'product' as const, path: '/Show-Product', routeId: 'routes/show-product', type: 'Product' },
  { kind: 'rent' as const, path: '/Rent', routeId: 'routes/show-rent', type: 'Apartment' },
  { kind: 'job' as const, path: '/show-job', routeId: 'routes/show-job', type: 'JobPosting' },
])("the $kind page's JSON-LD", ({ kind, path, routeId, type }) => {
  it('is in the HTML for crawlers, not a second time in the hydration data; the data URL carries it', async () => {
    const post = await buildListing(web.ctx.db, kind, web.cityId, { title: `Once ${uniqueTag()}` });
    const res = await web.page(`${path}/${post.id}`, { lang: 'en' });
    const page = res.statusCode === 301 ? await web.page(String(res.headers.location), { lang: 'en' }) : res;
    expect(page.statusCode).toBe(200);
    const [block] = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({ '@type': type });
    expect(page.body).not.toMatch(/<head>.*application\/ld\+json.*<\/head>/s);
    expect(hydrationData(page.body)).not.toContain('schema.org');
    const pathname = new URL(String(res.headers.location ?? `${path}/${post.id}`), 'http://x').pathname;
    const json = await web.page(`${pathname}.data?_routes=${encodeURIComponent(routeId)}`, { lang: 'en' });
    expect(json.body).toContain('schema.org');
  });
});
