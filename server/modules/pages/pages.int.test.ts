import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageKey } from '../../db/schema.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
// A city of this file's own, created before the first request (the API caches known cities).
const cityId = 7000 + Math.floor(Math.random() * 900);
const emptyCityId = cityId + 1;

const keys: Array<[path: string, key: PageKey]> = [
  ['about', 'about'],
  ['our_services', 'our_services'],
  ['contact-page', 'contact'],
  ['pages/privacy', 'privacy'],
  ['pages/terms', 'terms'],
  ['pages/eula', 'eula'],
];

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.db
    .insertInto('cities')
    .values([
      { id: cityId, code: `P${cityId}`, name_en: 'Pages city', name_ar: 'مدينة الصفحات' },
      { id: emptyCityId, code: `P${emptyCityId}`, name_en: 'Empty city', name_ar: 'مدينة فارغة' },
    ])
    .execute();
  await ctx.db
    .insertInto('pages')
    .values(
      keys.map(([, key]) => ({
        city_id: cityId,
        key,
        title_en: `Title ${key}`,
        title_ar: `عنوان ${key}`,
        body_en: `<p>Body ${key}</p>`,
        body_ar: `<p>نص ${key}</p>`,
        image: key === 'about' ? '/demo/pages/about.svg' : null,
      })),
    )
    .execute();
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', 'in', [cityId, emptyCityId]).execute();
  await ctx.close();
});

describe('content pages', () => {
  it.each(keys)('GET %s answers the page in the path language', async (path, key) => {
    const en = await ctx.app.inject(api(path, 'en', cityId));
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toMatchObject({ key, title: `Title ${key}`, body: `<p>Body ${key}</p>` });
    const ar = await ctx.app.inject(api(path, 'ar', cityId));
    expect(ar.json().data).toMatchObject({ key, title: `عنوان ${key}`, body: `<p>نص ${key}</p>` });
  });

  it('serves every key through pages/{key}, including the named ones', async () => {
    for (const [, key] of keys) {
      const res = await ctx.app.inject(api(`pages/${key}`, 'en', cityId));
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data.title).toBe(`Title ${key}`);
    }
    const about = await ctx.app.inject(api('pages/about', 'en', cityId));
    expect(about.json().data.image).toBe('/demo/pages/about.svg');
  });

  it('sanitises rich text on the way out (scripts, event handlers, javascript: links)', async () => {
    await ctx.db
      .updateTable('pages')
      .set({
        body_en:
          '<p onclick="steal()">Hello <strong>friends</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://example.com/a.png" onerror="boom()"><p dir="rtl" style="color:red">مرحبا</p>',
      })
      .where('city_id', '=', cityId)
      .where('key', '=', 'terms')
      .execute();
    const body: string = (await ctx.app.inject(api('pages/terms', 'en', cityId))).json().data.body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect(body).toContain('<p>Hello <strong>friends</strong></p>');
    expect(body).toContain('<p dir="rtl">مرحبا</p>');
    expect(body).toContain('<img src="https://example.com/a.png" loading="lazy" />');
  });

  it('answers 404 NOT_FOUND for an unknown page key, translated', async () => {
    const res = await ctx.app.inject(api('pages/secret', 'ar', cityId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.not.stringMatching(/Not found/) });
  });

  it('answers 404 NOT_FOUND when the city has no such page', async () => {
    for (const path of ['about', 'our_services', 'contact-page', 'pages/eula']) {
      const res = await ctx.app.inject(api(path, 'en', emptyCityId));
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('rejects a wrong language and an unknown city', async () => {
    const lang = await ctx.app.inject(`/api/v1/fr/${cityId}/about`);
    expect(lang.statusCode).toBe(404);
    expect(lang.json().code).toBe('BAD_LANGUAGE');
    const city = await ctx.app.inject(api('pages/privacy', 'en', 999_999));
    expect(city.statusCode).toBe(404);
    expect(city.json().code).toBe('CITY_NOT_FOUND');
  });

  it('has all six seeded pages with real content in both languages for the demo city', async () => {
    for (const [path] of keys) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await ctx.app.inject(api(path, lang));
        expect(res.statusCode, `${lang} ${path}`).toBe(200);
        const { title, body } = res.json().data;
        expect(title.length).toBeGreaterThan(3);
        expect(body.length).toBeGreaterThan(200);
        if (lang === 'ar') expect(body).toMatch(/[\u0600-\u06FF]{3,}/);
      }
    }
    const contact = await ctx.app.inject(api('contact-page'));
    expect(contact.json().data.body).toContain('555-0142');
  });
});
