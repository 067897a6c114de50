import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildSettings, buildState } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
let bareCityId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  // a city without settings (made before the first request: the API caches known cities for a minute)
  bareCityId = (await buildCity(ctx.db)).id;
  await buildSettings(ctx.db, cityId, {
    navbar_logo: '/demo/logo-120x60.svg',
    logo: '/demo/logo-180x98.svg',
    services: { shops: 2, jobs: 5 },
    social_links: [
      { type: 'youtube', url: 'https://y.example/1' },
      { type: 'instagram', url: 'https://i.example/1' },
      { type: 'facebook', url: 'https://f.example/1' },
      { type: 'tiktok', url: 'https://t.example/1' },
      { type: 'twitter', url: 'https://x.example/1' },
      { type: 'pinterest', url: 'https://p.example/1' },
      { type: 'youtube', url: 'https://y.example/seventh' },
    ],
    subscribe_en: 'Join us',
    subscribe_ar: 'انضم إلينا',
    email: 'a@b.example',
    phone: '+1 313 555 0100',
    copyright_en: '© Test',
    copyright_ar: '© اختبار',
  });
  await buildState(ctx.db, cityId, {
    title_en: 'Ohio',
    title_ar: 'أوهايو',
    image: '/demo/states/ohio.svg',
    url: 'https://oh.example',
    position: 0,
  });
  await buildState(ctx.db, cityId, {
    title_en: 'Texas',
    title_ar: 'تكساس',
    image: '/demo/states/texas.svg',
    url: null,
    position: 1,
  });
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', 'in', [cityId, bareCityId]).execute();
  await ctx.close();
});

describe('GET general-setting', () => {
  it('returns navbar, services present by id only, logo and footer in English', async () => {
    const res = await ctx.app.inject(api('general-setting', 'en', cityId));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.navbar.logo).toBe('/demo/logo-120x60.svg');
    expect(data.navbar.states).toEqual([
      { id: expect.any(Number), title: 'Ohio', image: '/demo/states/ohio.svg', url: 'https://oh.example' },
      { id: expect.any(Number), title: 'Texas', image: '/demo/states/texas.svg', url: null },
    ]);
    expect(data.services).toEqual({ shops: { id: 2 }, jobs: { id: 5 } });
    expect(data.logo).toBe('/demo/logo-180x98.svg');
    expect(data.footer).toMatchObject({
      subscribe: 'Join us',
      email: 'a@b.example',
      phone: '+1 313 555 0100',
      Copyright: '© Test',
    });
  });

  it('caps social links at six', async () => {
    const { data } = (await ctx.app.inject(api('general-setting', 'en', cityId))).json();
    expect(data.footer.social_media).toHaveLength(6);
    expect(data.footer.social_media[0]).toEqual({ type: 'youtube', url: 'https://y.example/1' });
  });

  it('answers in Arabic on the Arabic path', async () => {
    const { data } = (await ctx.app.inject(api('general-setting', 'ar', cityId))).json();
    expect(data.navbar.states[0].title).toBe('أوهايو');
    expect(data.footer.subscribe).toBe('انضم إلينا');
    expect(data.footer.Copyright).toBe('© اختبار');
  });

  it('refuses a wrong language and an unknown city', async () => {
    expect((await ctx.app.inject(api('general-setting', 'fr' as 'en', cityId))).json().code).toBe(
      'BAD_LANGUAGE',
    );
    const res = await ctx.app.inject(api('general-setting', 'en', 999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CITY_NOT_FOUND');
  });

  it('answers 404 for a city without settings', async () => {
    const res = await ctx.app.inject(api('general-setting', 'en', bareCityId));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
