import { describe, expect, it } from 'vitest';
import { sameEveryDay } from '#shared/listings/opening-hours.ts';
import { buildCategory, buildListing, buildUser, businessAttributeDefaults } from '../../test/factories.ts';
import { setUpWebTestApp } from '../../test/web-app.ts';

/**
 * The directory's pages as a browser gets them (the React Router build through app.inject), in the
 * site's own city: the category grid, a sub-category's list with its GET filters, and the business
 * page's canonical address, visibility, hours and structured data.
 */
const web = setUpWebTestApp();
const { page } = web;
const tag = () => Math.random().toString(36).slice(2, 8);
const everyDay = (mode: 'open24' | 'closed') => sameEveryDay({ mode });

async function subCategory(kind: 'shops' | 'service' = 'shops') {
  const main = await buildCategory(web.ctx.db, web.cityId, {
    kind,
    name_en: `Main ${tag()}`,
    name_ar: `رئيسية ${tag()}`,
  });
  const sub = await buildCategory(web.ctx.db, web.cityId, {
    kind,
    parent_id: main.id,
    name_en: `Sub ${tag()}`,
    name_ar: `فرعية ${tag()}`,
  });
  return { main, sub };
}

function business(
  main: { id: number },
  sub: { id: number },
  over: Record<string, unknown> = {},
  title?: string,
) {
  return buildListing(web.ctx.db, 'business', web.cityId, {
    title: title ?? `Shop ${tag()}`,
    description: 'Fresh bread every morning.',
    attributes: {
      ...businessAttributeDefaults,
      main_category_id: main.id,
      sub_category_ids: [sub.id],
      ...over,
    },
  });
}

describe('the directory pages', () => {
  it('lists shops and service providers by category in both languages; an unknown type is 404', async () => {
    const { sub } = await subCategory('service');
    const services = await page('/Category/services', { lang: 'ar' });
    expect(services.statusCode).toBe(200);
    expect(services.body).toContain('مقدمو الخدمات');
    const subName = (
      await web.ctx.db
        .selectFrom('categories')
        .select('name_ar')
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow()
    ).name_ar;
    expect(services.body).toContain(subName);
    expect((await page('/Category/shops')).body).not.toContain(subName);
    expect((await page('/Category/cars')).statusCode).toBe(404);
  });

  it("filters a sub-category by open now and community features through the page's GET form", async () => {
    const { main, sub } = await subCategory();
    const always = await business(
      main,
      sub,
      { hours: everyDay('open24'), community: ['halal'] },
      `Always ${tag()}`,
    );
    const never = await business(
      main,
      sub,
      { hours: everyDay('closed'), community: ['prayer_space'] },
      `Never ${tag()}`,
    );
    const base = `/SubCategory/Sub/${sub.id}/?Page=shops`;
    const all = await page(base);
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain(always.title);
    expect(all.body).toContain(never.title);
    expect(all.body).toContain('Open 24/7');
    const open = await page(`${base}&open_now=1`, { lang: 'ar' });
    expect(open.body).toContain(always.title);
    expect(open.body).not.toContain(never.title);
    expect(open.body).toContain('noindex');
    const prayer = await page(`${base}&community=prayer_space`);
    expect(prayer.body).toContain(never.title);
    expect(prayer.body).not.toContain(always.title);
    // a refused filter is named and left out, never a 5xx
    const bad = await page(`${base}&community=kosher&open_now=maybe`, { lang: 'ar' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('اختر من مزايا الجالية المذكورة');
    expect(bad.body).toContain(always.title);
    expect((await page('/SubCategory/Sub/999999999/?Page=shops')).statusCode).toBe(404);
  });

  it('moves a business page to its canonical address (301) and shows hours, contact and LocalBusiness data', async () => {
    const { main, sub } = await subCategory();
    const shop = await business(main, sub, {
      special_hours: [{ from: '2099-03-01', to: '2099-03-02', label: 'Eid', mode: 'closed' }],
    });
    const slug = shop.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (const path of [`/MarketProfile/${shop.id}`, `/MarketProfile/${shop.id}/old-name`]) {
      const res = await page(`${path}?lang=ar`);
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location).toBe(`/MarketProfile/${shop.id}/${slug}?lang=ar`);
    }
    const res = await page(`/MarketProfile/${shop.id}/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="tel:+13135550142"');
    expect(res.body).toContain('"@type":"LocalBusiness"');
    expect(res.body).toContain('"openingHoursSpecification"');
    expect(res.body).toContain('"specialOpeningHoursSpecification"');
    expect(res.body).toContain('aria-current="date"');
    const ar = await page(`/MarketProfile/${shop.id}/${slug}`, { lang: 'ar' });
    expect(ar.body).toContain('ساعات العمل');
    expect(ar.body).toContain('ساعات خاصة');
    // a product's id is not a business page
    const product = await buildListing(web.ctx.db, 'product', web.cityId);
    expect((await page(`/MarketProfile/${product.id}`)).statusCode).toBe(404);
  });

  it('finds a business in search (with its open state) and lists it in the sitemap', async () => {
    const { main, sub } = await subCategory();
    const word = `Zaatarworks${tag()}`;
    const shop = await business(main, sub, { hours: everyDay('open24') }, `${word} Bakery`);
    const found = await page(`/search-result/${word}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(shop.title);
    expect(found.body).toContain('Open 24/7');
    const sitemap = await web.ctx.app.inject({ method: 'GET', url: '/sitemaps/business.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/MarketProfile/${shop.id}/`);
  });

  it('shows a pending business only to its owner and moderators', async () => {
    const { main, sub } = await subCategory();
    const owner = await buildUser(web.ctx.db);
    const pending = await buildListing(web.ctx.db, 'business', web.cityId, {
      ownerId: owner.id,
      status: 'pending',
      attributes: { ...businessAttributeDefaults, main_category_id: main.id, sub_category_ids: [sub.id] },
    });
    const path = `/MarketProfile/${pending.id}/${pending.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    expect((await page(path)).statusCode).toBe(404);
    expect((await page(path, { token: (await buildUser(web.ctx.db)).token })).statusCode).toBe(404);
    const own = await page(path, { token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Waiting for approval');
    expect((await page(`/SubCategory/Sub/${sub.id}/?Page=shops`)).body).not.toContain(pending.title);
  });
});
