import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildWelcomeItem } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
/** A city whose item has markup in its description (cities are known to the API from its first call). */
let markupCityId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  markupCityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', 'in', [cityId, markupCityId]).execute();
  await ctx.close();
});

describe('GET welcome_screen', () => {
  it('answers null when the city has no active item', async () => {
    const res = await ctx.app.inject(api('welcome_screen', 'en', cityId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('returns the newest active item in the path language, ignoring inactive ones', async () => {
    await buildWelcomeItem(ctx.db, cityId, { title_en: 'Old', created_at: '2024-01-01T00:00:00Z' });
    await buildWelcomeItem(ctx.db, cityId, {
      type: 'youtube',
      link: 'https://youtu.be/aqz-KE-bpKQ',
      title_en: 'Hello',
      title_ar: 'مرحباً',
      description_en: 'Tour',
      description_ar: 'جولة',
      created_at: '2025-01-01T00:00:00Z',
    });
    await buildWelcomeItem(ctx.db, cityId, {
      title_en: 'Off',
      active: false,
      created_at: '2026-01-01T00:00:00Z',
    });
    const en = (await ctx.app.inject(api('welcome_screen', 'en', cityId))).json().data;
    expect(en).toMatchObject({
      type: 'youtube',
      link: 'https://youtu.be/aqz-KE-bpKQ',
      title: 'Hello',
      description: 'Tour',
    });
    const ar = (await ctx.app.inject(api('welcome_screen', 'ar', cityId))).json().data;
    expect(ar).toMatchObject({ title: 'مرحباً', description: 'جولة' });
  });

  it('answers the description as plain text, as the modal shows it (and as home does)', async () => {
    await buildWelcomeItem(ctx.db, markupCityId, {
      description_en: '<p>A <strong>short</strong> tour &amp; more</p>',
      description_ar: '<p>جولة <em>قصيرة</em></p>',
    });
    for (const lang of ['en', 'ar'] as const) {
      const fromModal = (await ctx.app.inject(api('welcome_screen', lang, markupCityId))).json().data;
      const fromHome = (await ctx.app.inject(api('home', lang, markupCityId))).json().data.welcome;
      expect(fromModal.description).toBe(lang === 'en' ? 'A short tour & more' : 'جولة قصيرة');
      expect(fromHome).toEqual(fromModal);
    }
  });

  it('refuses a wrong language and an unknown city', async () => {
    expect((await ctx.app.inject(api('welcome_screen', 'xx' as 'en', cityId))).json().code).toBe(
      'BAD_LANGUAGE',
    );
    expect((await ctx.app.inject(api('welcome_screen', 'en', 999_997))).json().code).toBe('CITY_NOT_FOUND');
  });
});
