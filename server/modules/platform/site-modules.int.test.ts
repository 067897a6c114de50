import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCityBeforeApp, type TestContext } from '../../test/app.ts';
import { buildCategory, buildPage, buildSettings } from '../../test/factories.ts';
import { buildWebTestApp } from '../../test/web-app.ts';

// A city of this file's own (the site serves CITY_ID), so its settings and categories disturb no other test.
let cityId: number;
let ctx: TestContext;

beforeAll(async () => {
  cityId = await buildCityBeforeApp({ name_en: 'Shell city', name_ar: 'مدينة الإطار' });
  ctx = await buildWebTestApp({ CITY_ID: cityId, CACHE_CHECK_MS: 0 });
  await buildSettings(ctx.db, cityId, { email: 'shell-footer@example.com', services: { shops: 1 } });
  await buildCategory(ctx.db, cityId, { name_en: 'Halal butchers menu', name_ar: 'ملاحم حلال للقائمة' });
  await buildPage(ctx.db, cityId, 'about', {
    title_en: 'About',
    title_ar: 'من نحن',
    body_en: '<p>x</p>',
    body_ar: '<p>س</p>',
  });
});
afterAll(() => ctx.close());

const page = (url: string, lang: 'en' | 'ar') =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: `lang=${lang}` } });
const siteIdOf = (html: string) => /<meta name="jaliya-site" content="([^"]*)"/.exec(html)?.[1];
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\((".*?")\);/gs)].map((m) => m[1]).join('');

describe('site shell module (decision 061)', () => {
  it.each([
    ['en', 'Halal butchers menu'],
    ['ar', 'ملاحم حلال للقائمة'],
  ] as const)('a %s page renders the shell but its data names only the module', async (lang, category) => {
    const response = await page('/About', lang);
    expect(response.statusCode).toBe(200);
    const id = siteIdOf(response.body);
    expect(id).toMatch(new RegExp(`^${lang}\\.[0-9a-z]+$`));
    // the footer comes from the shell, server-rendered
    expect(response.body).toContain('shell-footer@example.com');
    const data = hydrationData(response.body);
    expect(data).toContain(id);
    expect(data).not.toContain(category);
    expect(data).not.toContain('shell-footer@example.com');
    expect(data).not.toContain('tileUrl');
    // the module carries what the data left out
    const module = await ctx.app.inject({ method: 'GET', url: `/site/${id}.js` });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toMatch(/^text\/javascript/);
    expect(module.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(module.headers['x-content-type-options']).toBe('nosniff');
    expect(module.body).toMatch(/^export default JSON\.parse\(/);
    expect(module.body).toContain(category);
    expect(module.body).toContain('shell-footer@example.com');
    expect(module.body).toContain('tileUrl');
  });

  it('gets a new id when the settings change, and the old one then answers the new shell, not to be kept', async () => {
    const before = siteIdOf((await page('/About', 'en')).body);
    await ctx.db
      .updateTable('settings')
      .set({ email: 'changed-footer@example.com' })
      .where('city_id', '=', cityId)
      .execute();
    const after = (await page('/About', 'en')).body;
    expect(after).toContain('changed-footer@example.com');
    const id = siteIdOf(after);
    expect(id).toBeDefined();
    expect(id).not.toBe(before);
    const old = await ctx.app.inject({ method: 'GET', url: `/site/${before}.js` });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.body).toContain('changed-footer@example.com');
  });

  it('keeps its id across content writes that leave the shell as it was', async () => {
    const before = siteIdOf((await page('/About', 'ar')).body);
    await ctx.db
      .updateTable('pages')
      .set({ title_ar: 'من نحن، بعد التعديل' })
      .where('city_id', '=', cityId)
      .execute();
    expect(siteIdOf((await page('/About', 'ar')).body)).toBe(before);
  });

  it.each(['/site/fr.abc.js', '/site/en.abc', '/site/en.ABC.js', '/site/..%2Fpackage.json'])(
    '%s is not found',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );
});
