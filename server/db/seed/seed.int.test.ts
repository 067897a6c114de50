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

// The demo's rows only: other test files post into the seeded city too.
const seededMains = ['Cars & Vehicles', 'Furniture', 'Baby & Kids', 'Phones & Electronics', 'Books'];
const demoAuthor = '%@demo.jaliya.app';

describe('demo marketplace', () => {
  it('has bilingual market main categories with sub-categories', async () => {
    const mains = await ctx.db
      .selectFrom('categories')
      .select(['id', 'name_en', 'name_ar'])
      .where('city_id', '=', 9)
      .where('kind', '=', 'market')
      .where('parent_id', 'is', null)
      // other test files add categories of their own to the seeded city
      .where('name_en', 'in', seededMains)
      .execute();
    expect(mains.map((m) => m.name_en)).toEqual(
      expect.arrayContaining([
        'Cars & Vehicles',
        'Furniture',
        'Baby & Kids',
        'Phones & Electronics',
        'Books',
      ]),
    );
    for (const main of mains) {
      expect(main.name_ar).toMatch(/^[\u0600-\u06FF\s،و]+$/);
      const subs = await ctx.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', main.id)
        .where('kind', '=', 'market')
        .execute();
      expect(subs.length, main.name_en).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists published posts in both languages, each photo with its three WebP variants and a thumbhash', async () => {
    const res = await ctx.app.inject(api('listings?kind=product&per_page=50'));
    expect(res.statusCode).toBe(200);
    const { items } = res.json().data;
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(items.some((p: { title: string }) => /[\u0600-\u06FF]/.test(p.title))).toBe(true);
    expect(items.some((p: { title: string }) => /^[\x20-\x7E–’]+$/.test(p.title))).toBe(true);
    expect(items.every((p: { status: string }) => p.status === 'published')).toBe(true);
    const camry = items.find((p: { title: string }) => p.title.includes('Toyota Camry'));
    expect(camry.photos).toHaveLength(1);
    const [photo] = camry.photos;
    expect(photo.placeholder.length).toBeGreaterThan(10);
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1600]);
    expect(photo.variants[0].url).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/400\.webp$/);
  });

  it('gives the moderators pending posts and keeps one sold and one expired post on their pages', async () => {
    const counts = await ctx.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('city_id', '=', 9)
      .where('users.email', 'like', demoAuthor)
      .groupBy('status')
      .execute();
    const by = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
    expect(by.pending).toBeGreaterThanOrEqual(3);
    expect(by.sold).toBeGreaterThanOrEqual(1);
    const ended = await ctx.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .select('listings.id')
      .where('city_id', '=', 9)
      .where('users.email', 'like', demoAuthor)
      .where('status', '=', 'published')
      .where('expires_at', '<', new Date())
      .execute();
    expect(ended).toHaveLength(1);
    const page = await ctx.app.inject(api(`listings/${ended[0].id}`));
    expect(page.json().data).toMatchObject({ status: 'expired', available: false });
  });

  it('has about thirty rentals in both languages: offers and seekers, some anonymous, some pending', async () => {
    const rows = await ctx.db
      .selectFrom('listings')
      .select(['id', 'status', 'anonymous', 'title', 'attributes'])
      .where('city_id', '=', 9)
      .where('kind', '=', 'rent')
      .execute();
    const demo = rows.filter((r) =>
      /demo\.jaliya\.app$/.test(String((r.attributes as { email?: string }).email)),
    );
    expect(demo.length).toBeGreaterThanOrEqual(28);
    expect(demo.some((r) => /[\u0600-\u06FF]/.test(r.title))).toBe(true);
    expect(demo.some((r) => /^[\x20-\x7E–’]+$/.test(r.title))).toBe(true);
    expect(demo.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(3);
    const anonymous = demo.filter((r) => r.anonymous && r.status === 'published');
    expect(anonymous.length).toBeGreaterThanOrEqual(3);
    const types = new Set(demo.map((r) => (r.attributes as { post_type: string }).post_type));
    expect([...types].sort()).toEqual(['for_rent', 'looking_for']);
    // an anonymous post's contact stays with its poster
    const res = await ctx.app.inject(api(`listings/${anonymous[0].id}`));
    expect(res.json().data.attributes).not.toHaveProperty('email');
    expect(res.json().data.attributes).not.toHaveProperty('phone');
  });
});

describe('demo jobs board', () => {
  it('has about 30 bilingual jobs of the demo authors: offers and people looking, some pending', async () => {
    const rows = await ctx.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .select(['listings.title', 'listings.status', 'listings.attributes'])
      .where('listings.city_id', '=', 9)
      .where('listings.kind', '=', 'job')
      .where('users.email', 'like', demoAuthor)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.some((r) => /[\u0600-\u06FF]/.test(r.title))).toBe(true);
    expect(rows.some((r) => /^[\x20-\x7E–’]+$/.test(r.title))).toBe(true);
    expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(2);
    const types = rows.map((r) => (r.attributes as { post_type: string }).post_type);
    expect(types).toContain('hiring');
    expect(types).toContain('looking');
    const looking = await ctx.app.inject(api('jobs/web/looking_for'));
    expect(looking.json().data.items.length).toBeGreaterThanOrEqual(5);
  });
});

describe('demo directory', () => {
  const demoRows = () =>
    ctx.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .select(['listings.id', 'listings.title', 'listings.status', 'listings.attributes'])
      .where('listings.city_id', '=', 9)
      .where('listings.kind', '=', 'business')
      .where('users.email', 'like', demoAuthor)
      .execute();

  it('has 60+ businesses in both languages across shops and service categories, with their photo groups', async () => {
    const rows = await demoRows();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => /[\u0600-\u06FF]/.test(r.title)).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => /^[A-Za-z]/.test(r.title)).length).toBeGreaterThanOrEqual(20);
    const mains = await ctx.db
      .selectFrom('categories')
      .select(['id', 'kind'])
      .where(
        'id',
        'in',
        rows.map((r) => Number((r.attributes as { main_category_id: number }).main_category_id)),
      )
      .execute();
    expect(new Set(mains.map((m) => m.kind))).toEqual(new Set(['shops', 'service']));
    const roles = await ctx.db
      .selectFrom('photos')
      .select(['listing_id', 'role'])
      .where(
        'listing_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('listing_id')
      .orderBy('position')
      .execute();
    const first = roles.filter((p) => p.listing_id === rows[0].id).map((p) => p.role);
    expect(first).toEqual(['logo', 'cover', 'main', 'main', 'main', 'gallery', 'gallery', 'gallery']);
    expect(new Set(roles.map((p) => p.listing_id)).size).toBe(rows.length);
  });

  it('has hours of every shape: 24/7, closed on Sunday, past midnight, and a Ramadan period', async () => {
    const rows = await demoRows();
    type Hours = Record<string, { mode: string; opens?: string; closes?: string }>;
    const hours = rows.map((r) => (r.attributes as { hours: Hours }).hours);
    expect(hours.some((h) => Object.values(h).every((d) => d.mode === 'open24'))).toBe(true);
    expect(hours.some((h) => h.sunday.mode === 'closed')).toBe(true);
    expect(
      hours.some((h) =>
        Object.values(h).some((d) => d.mode === 'hours' && (d.closes ?? '') < (d.opens ?? '')),
      ),
    ).toBe(true);
    const specials = rows.flatMap(
      (r) => (r.attributes as { special_hours: Array<{ label?: string }> }).special_hours,
    );
    expect(specials.some((s) => s.label?.includes('Ramadan'))).toBe(true);
    const community = rows.flatMap((r) => (r.attributes as { community: string[] }).community);
    for (const feature of ['halal', 'arabic_speaking', 'women_only_hours', 'prayer_space', 'family_friendly'])
      expect(community).toContain(feature);
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
  });
});
