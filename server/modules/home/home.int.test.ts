import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildHeroSlide, buildUserGuide, buildWelcomeItem } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
let emptyCityId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  emptyCityId = (await buildCity(ctx.db)).id;
  await buildHeroSlide(ctx.db, cityId, {
    position: 2,
    title_en: 'Second',
    title_ar: 'الثانية',
    description_en: '<p>two</p>',
    description_ar: '<p>اثنان</p>',
    image: '/demo/b.svg',
    square_image: '/demo/b-square.svg',
  });
  await buildHeroSlide(ctx.db, cityId, {
    position: 1,
    title_en: 'First',
    title_ar: 'الأولى',
    description_en: '<p onclick="x()">one <em>here</em></p><script>alert(1)</script>',
    description_ar: '<p>واحد</p>',
    image: '/demo/a.svg',
    square_image: '/demo/a-square.svg',
  });
  await buildWelcomeItem(ctx.db, cityId, { title_en: 'Old', created_at: '2024-01-01T00:00:00Z' });
  await buildWelcomeItem(ctx.db, cityId, {
    type: 'youtube',
    link: 'https://youtu.be/aqz-KE-bpKQ',
    title_en: 'New',
    title_ar: 'جديد',
    description_en: '<b>Hi</b> there',
    created_at: '2025-01-01T00:00:00Z',
  });
  await buildWelcomeItem(ctx.db, cityId, {
    title_en: 'Off',
    active: false,
    created_at: '2026-01-01T00:00:00Z',
  });
  for (const n of [1, 2, 3, 4]) {
    await buildUserGuide(ctx.db, cityId, {
      section: 'how_to_use',
      slug: `guide-${n}`,
      title_en: `Guide ${n}`,
      title_ar: `دليل ${n}`,
      body_en: `<p>Step <strong>${n}</strong>: ${'word '.repeat(60)}</p>`,
      body_ar: `<p>الخطوة ${n}</p>`,
      position: n,
    });
  }
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', 'in', [cityId, emptyCityId]).execute();
  await ctx.close();
});

describe('GET home', () => {
  it('lists hero slides in order with media, square image, title and sanitised description', async () => {
    const res = await ctx.app.inject(api('home', 'en', cityId));
    expect(res.statusCode).toBe(200);
    const { hero } = res.json().data;
    expect(hero.map((h: { title: string }) => h.title)).toEqual(['First', 'Second']);
    expect(hero[0]).toMatchObject({ media: '/demo/a.svg', square_image: '/demo/a-square.svg' });
    expect(hero[0].description).toBe('<p>one <em>here</em></p>');
  });

  it('answers in the path language', async () => {
    const { data } = (await ctx.app.inject(api('home', 'ar', cityId))).json();
    expect(data.hero[0]).toMatchObject({ title: 'الأولى', description: '<p>واحد</p>' });
    expect(data.welcome.title).toBe('جديد');
    expect(data.user_guides[0].title).toBe('دليل 1');
  });

  it('includes the newest active welcome item, as plain text', async () => {
    const { welcome } = (await ctx.app.inject(api('home', 'en', cityId))).json().data;
    expect(welcome).toMatchObject({
      type: 'youtube',
      link: 'https://youtu.be/aqz-KE-bpKQ',
      title: 'New',
      description: 'Hi there',
    });
  });

  it('includes a short user guide teaser (three entries, plain-text summaries)', async () => {
    const { user_guides } = (await ctx.app.inject(api('home', 'en', cityId))).json().data;
    expect(user_guides).toHaveLength(3);
    expect(user_guides[0]).toMatchObject({ slug: 'guide-1', section: 'how_to_use', title: 'Guide 1' });
    expect(user_guides[0].summary).toMatch(/^Step 1: word/);
    expect(user_guides[0].summary).not.toContain('<');
    expect(user_guides[0].summary.length).toBeLessThanOrEqual(160);
  });

  it('answers empty lists and a null welcome for a city without content', async () => {
    const res = await ctx.app.inject(api('home', 'en', emptyCityId));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ hero: [], welcome: null, user_guides: [] });
  });

  it('rejects a wrong language and an unknown city', async () => {
    expect((await ctx.app.inject(`/api/v1/de/${cityId}/home`)).json().code).toBe('BAD_LANGUAGE');
    const city = await ctx.app.inject(api('home', 'en', 424242));
    expect(city.statusCode).toBe(404);
    expect(city.json().code).toBe('CITY_NOT_FOUND');
  });
});
