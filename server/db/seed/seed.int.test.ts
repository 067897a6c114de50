import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';

/**
 * The demo content `npm start` seeds into an empty database (global-setup.ts seeds the run's
 * database the same way). Feature tests build their own cities; only this file reads the demo city.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const pagePaths = ['about', 'our_services', 'contact-page', 'pages/privacy', 'pages/terms', 'pages/eula'];

describe('demo seed', () => {
  it('has hero slides in Arabic with demo images', async () => {
    const { hero } = (await ctx.app.inject(api('home', 'ar'))).json().data;
    expect(hero.length).toBeGreaterThanOrEqual(1);
    expect(hero[0].title).toMatch(/[\u0600-\u06FF]/);
    expect(hero[0].media).toMatch(/^\/demo\//);
  });

  it.each(pagePaths)('has the %s page with real content in both languages', async (path) => {
    for (const lang of ['en', 'ar'] as const) {
      const res = await ctx.app.inject(api(path, lang));
      expect(res.statusCode, `${lang} ${path}`).toBe(200);
      const { title, body } = res.json().data;
      expect(title.length).toBeGreaterThan(3);
      expect(body.length).toBeGreaterThan(200);
    }
    const { body } = (await ctx.app.inject(api(path, 'ar'))).json().data;
    expect(body).toMatch(/[\u0600-\u06FF]{3,}/);
  });

  it("puts the city's phone number on the contact page", async () => {
    const contact = await ctx.app.inject(api('contact-page'));
    expect(contact.json().data.body).toContain('555-0142');
  });
});
