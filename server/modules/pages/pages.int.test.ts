import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageKey } from '../../db/schema.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildPage } from '../../test/factories.ts';

let ctx: TestContext;
// Cities of this file's own, created before the first request (the API caches known cities).
let cityId: number;
let emptyCityId: number;

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
  cityId = (await buildCity(ctx.db)).id;
  emptyCityId = (await buildCity(ctx.db)).id;
  for (const [, key] of keys) {
    await buildPage(ctx.db, cityId, key, { image: key === 'about' ? '/demo/pages/about.svg' : null });
  }
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
});
