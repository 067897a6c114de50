import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCategory, buildCity, buildProduct, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
/** A city of its own per describe, so no other test's posts show in its lists. */
let listCity: number;
let marketCity: number;
let cars: number;
let sedans: number;
let vans: number;
let phones: number;
let smartphones: number;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  ctx = await buildTestApp();
  // every city before the first request: the API caches the list of cities for a minute
  listCity = (await buildCity(ctx.db)).id;
  marketCity = (await buildCity(ctx.db)).id;
  const category = async (en: string, ar: string, parent: number | null, position = 0) =>
    (
      await buildCategory(ctx.db, marketCity, {
        kind: 'market',
        parent_id: parent,
        name_en: en,
        name_ar: ar,
        position,
      })
    ).id;
  cars = await category('Cars', 'سيارات', null, 0);
  sedans = await category('Sedans', 'سيدان', cars, 0);
  vans = await category('Vans', 'فانات', cars, 1);
  phones = await category('Phones', 'هواتف', null, 1);
  smartphones = await category('Smartphones', 'هواتف ذكية', phones, 0);
  await buildCategory(ctx.db, marketCity, { kind: 'shops', name_en: 'Not a market category' });
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', 'in', [listCity, marketCity]).execute();
  await ctx.close();
});

type Item = { id: number };
const ids = (body: { data: { items: Item[] } }) => body.data.items.map((i) => i.id);

describe('GET /listings?kind=product: filters, price orders and keyset pages', () => {
  const get = (query: string, lang: 'en' | 'ar' = 'en') =>
    ctx.app.inject({ method: 'GET', url: api(`listings?kind=product&per_page=50&${query}`, lang, listCity) });
  let posts: Record<'car' | 'van' | 'phone' | 'free' | 'pricey', { id: number }>;

  beforeAll(async () => {
    const product = (minutes: number, price: number | null, attributes: Record<string, unknown>) =>
      buildProduct(ctx.db, listCity, { price, publishedAt: minutesAgo(minutes), attributes });
    posts = {
      car: await product(5, 9000, { year: 2015, color: 'Dark Blue', model: 'Camry', place: 'Dearborn' }),
      van: await product(4, 15000, {
        year: 2019,
        color: 'White',
        model: 'Sienna',
        place: 'Dearborn Heights',
      }),
      phone: await product(3, 300, {
        post_type: 'buy',
        condition: 'new',
        year: 2023,
        color: 'أسود',
        model: 'iPhone 14',
        place: 'Detroit',
      }),
      free: await product(2, null, { year: 2010, color: 'Red', model: '50%_off', place: 'Warren' }),
      pricey: await product(1, 15000, { year: 2021, color: 'Black', model: 'Odyssey', place: 'Dearborn' }),
    };
  });

  it('filters by post type, condition and the year range (Arabic-Indic digits too)', async () => {
    expect(ids((await get('post_type=buy')).json())).toEqual([posts.phone.id]);
    expect(ids((await get('condition=used&post_type=sale')).json())).toEqual([
      posts.pricey.id,
      posts.free.id,
      posts.van.id,
      posts.car.id,
    ]);
    expect(ids((await get('year_from=2016&year_to=2021')).json())).toEqual([posts.pricey.id, posts.van.id]);
    expect(ids((await get(`year_to=${encodeURIComponent('٢٠١٥')}`)).json())).toEqual([
      posts.free.id,
      posts.car.id,
    ]);
    // empty fields of a submitted form are no filter
    expect(ids((await get('year_from=&color=&post_type=&sort=')).json())).toHaveLength(5);
  });

  it('matches part of the colour, model and place in any letter case, wildcards as themselves', async () => {
    expect(ids((await get('color=blue')).json())).toEqual([posts.car.id]);
    expect(ids((await get(`color=${encodeURIComponent('أسود')}`)).json())).toEqual([posts.phone.id]);
    expect(ids((await get('model=IPHONE')).json())).toEqual([posts.phone.id]);
    expect(ids((await get('place=dearborn')).json())).toEqual([posts.pricey.id, posts.van.id, posts.car.id]);
    expect(ids((await get(`model=${encodeURIComponent('%')}`)).json())).toEqual([posts.free.id]);
    expect(ids((await get('model=_')).json())).toEqual([posts.free.id]);
  });

  it('sorts by price both ways, posts without a price last, ties by id', async () => {
    expect(ids((await get('sort=price_asc')).json())).toEqual([
      posts.phone.id,
      posts.car.id,
      posts.van.id,
      posts.pricey.id,
      posts.free.id,
    ]);
    expect(ids((await get('sort=price_desc')).json())).toEqual([
      posts.pricey.id,
      posts.van.id,
      posts.car.id,
      posts.phone.id,
      posts.free.id,
    ]);
    expect(
      ids((await get(`price_min=${encodeURIComponent('٣٠٠')}&price_max=9000&sort=price_desc`)).json()),
    ).toEqual([posts.car.id, posts.phone.id]);
  });

  it('walks every order page by page by its cursor, each post once', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const all = ids((await get(`sort=${sort}`)).json());
      const walked: number[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const query: string = `sort=${sort}&per_page=2${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await ctx.app.inject({
          method: 'GET',
          url: api(`listings?kind=product&${query}`, 'en', listCity),
        });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json().data as { items: Item[]; next_cursor: string | null };
        walked.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
        expect(walked.length, `${sort} pages end`).toBeLessThanOrEqual(all.length);
      }
      expect(walked, sort).toEqual(all);
    }
  });

  it('refuses a cursor of another order', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: api('listings?kind=product&sort=price_asc&per_page=2', 'en', listCity),
    });
    const cursor = first.json().data.next_cursor as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: api(`listings?kind=product&sort=newest&cursor=${cursor}`, 'en', listCity),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'cursor', code: 'validation.cursorInvalid', message: expect.any(String) },
    ]);
  });

  it('answers bad filter values with a specific translated 400, never a 5xx', async () => {
    const issue = async (query: string, lang: 'en' | 'ar' = 'en') => {
      const res = await get(query, lang);
      expect(res.statusCode, query).toBe(400);
      return res.json().issues[0] as { path: string; code: string; message: string };
    };
    expect(await issue('year_from=1800')).toEqual({
      path: 'filters.year_from',
      code: 'market.validation.yearInvalid',
      message: 'Enter a year from 1900 to next year',
    });
    expect(await issue('year_from=2020&year_to=2010', 'ar')).toEqual({
      path: 'filters.year_to',
      code: 'market.validation.yearRange',
      message: 'يجب ألا تكون السنة «من» بعد السنة «إلى»',
    });
    expect((await issue('sort=cheapest')).code).toBe('market.validation.sortInvalid');
    expect((await issue('post_type=rent')).code).toBe('market.validation.postTypeInvalid');
    expect((await issue('condition=broken')).code).toBe('market.validation.conditionInvalid');
    expect((await issue('main_category_id=abc')).code).toBe('market.validation.mainCategoryInvalid');
    expect((await issue(`color=${'x'.repeat(41)}`)).code).toBe('market.validation.filterTextTooLong');
    expect((await issue('price_min=500&price_max=100')).code).toBe('market.validation.priceRange');
    expect((await issue('price_min=cheap')).code).toBe('listings.validation.priceInvalid');
  });
});

describe('GET filter-market', () => {
  const get = (query = '', lang: 'en' | 'ar' = 'en') =>
    ctx.app.inject({ method: 'GET', url: api(`filter-market${query}`, lang, marketCity) });
  let sedan: { id: number };
  let van: { id: number };
  let phone: { id: number };

  beforeAll(async () => {
    const product = (main: number, sub: number, minutes: number, overrides = {}) =>
      buildProduct(ctx.db, marketCity, {
        publishedAt: minutesAgo(minutes),
        attributes: { main_category_id: main, sub_category_id: sub },
        ...overrides,
      });
    sedan = await product(cars, sedans, 3);
    van = await product(cars, vans, 2);
    phone = await product(phones, smartphones, 1);
    // never listed: waiting, refused, ended or past their time
    const owner = (await buildUser(ctx.db)).id;
    await product(cars, sedans, 4, { status: 'pending', ownerId: owner });
    await product(cars, sedans, 4, { status: 'rejected', ownerId: owner });
    await product(cars, sedans, 4, { status: 'sold', ownerId: owner });
    await product(cars, sedans, 4, { expiresAt: minutesAgo(1), ownerId: owner });
  });

  const productIds = (res: { json: () => { data: { products: Item[] } } }) =>
    res.json().data.products.map((p) => p.id);

  it('answers every published product and the category nav by default', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(productIds(res)).toEqual([phone.id, van.id, sedan.id]);
    expect(data.next_cursor).toBeNull();
    expect(data.categories).toEqual([
      {
        id: cars,
        name: 'Cars',
        type: 'market',
        sub_categories: [
          { id: sedans, name: 'Sedans', type: 'market' },
          { id: vans, name: 'Vans', type: 'market' },
        ],
      },
      {
        id: phones,
        name: 'Phones',
        type: 'market',
        sub_categories: [{ id: smartphones, name: 'Smartphones', type: 'market' }],
      },
    ]);
    expect(data.products[0]).toMatchObject({ kind: 'product', status: 'published', available: true });
  });

  it('filters by main category and by sub-category; empty values mean all', async () => {
    expect(productIds(await get(`?main_id=${cars}`))).toEqual([van.id, sedan.id]);
    expect(productIds(await get(`?main_id=${cars}&category_id=${vans}`))).toEqual([van.id]);
    expect(productIds(await get(`?category_id=${smartphones}`))).toEqual([phone.id]);
    expect(productIds(await get('?main_id=&category_id='))).toEqual([phone.id, van.id, sedan.id]);
    // a sub-category of another main category matches nothing
    expect(productIds(await get(`?main_id=${phones}&category_id=${vans}`))).toEqual([]);
  });

  it('names the categories in Arabic', async () => {
    const { data } = (await get('', 'ar')).json();
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(['سيارات', 'هواتف']);
  });

  it('refuses a bad id with a specific translated 400', async () => {
    const res = await get('?main_id=cars', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'main_id',
        code: 'market.validation.mainCategoryInvalid',
        message: 'اختر فئة رئيسية من القائمة',
      },
    ]);
    expect((await get('?category_id=-1')).statusCode).toBe(400);
  });
});

describe('a product page through the API', () => {
  it('is found when sold (not available) and hidden from others when pending or rejected', async () => {
    const sold = await buildProduct(ctx.db, listCity, { status: 'sold' });
    const res = await ctx.app.inject({ method: 'GET', url: api(`listings/${sold.id}`, 'en', listCity) });
    expect(res.json().data).toMatchObject({ status: 'sold', available: false });
    for (const status of ['pending', 'rejected'] as const) {
      const hidden = await buildProduct(ctx.db, listCity, { status });
      const guest = await ctx.app.inject({
        method: 'GET',
        url: api(`listings/${hidden.id}`, 'en', listCity),
      });
      expect(guest.statusCode, status).toBe(404);
    }
  });
});

describe('search: the products type', () => {
  it('finds products by Arabic variants and keeps other types and hidden posts out', async () => {
    const city = listCity;
    // كنبة زاوية (a corner sofa); searched as كنبه (ه for ة) and with a hamza-less alef form
    const sofa = await buildProduct(ctx.db, city, {
      title: '\u0643\u0646\u0628\u0629 \u0632\u0627\u0648\u064A\u0629',
    });
    await buildProduct(ctx.db, city, {
      title: '\u0643\u0646\u0628\u0629 \u0645\u0628\u0627\u0639\u0629', // كنبة مباعة (sold)
      status: 'sold',
    });
    const search = async (q: string, type: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: api(`search?q=${encodeURIComponent(q)}&type=${type}`, 'ar', city),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as Array<{ type: string; id: number; url: string }>;
    };
    const hits = await search('\u0643\u0646\u0628\u0647', 'product'); // كنبه
    expect(hits.map((h) => [h.type, h.id])).toEqual([['product', sofa.id]]);
    expect(hits[0].url).toMatch(new RegExp(`^/Show-Product/${sofa.id}/`));
    expect(await search('\u0643\u0646\u0628\u0647', 'blogs')).toEqual([]);
  });
});
