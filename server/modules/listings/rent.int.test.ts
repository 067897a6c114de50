import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import {
  buildCity,
  buildListing,
  buildUser,
  rentAttributeDefaults,
  uniqueTag,
  withCallerPhotos,
} from '../../test/factories.ts';

/**
 * The rules of rentals (shared/listings/rent.schema.ts) through the API: every 'X is required' of
 * the rent form (§5) in both languages, the fair-housing rule, the filters and §7's looking-for list.
 */
let ctx: TestContext;
let cityId: number;
/** The lists' own city: no other test's posts show in it. */
let listCity: number;

beforeAll(async () => {
  ctx = await buildTestApp({ LISTING_POSTS_PER_DAY: 100 });
  // every city before the first request: the API caches the list of cities for a minute
  cityId = (await buildCity(ctx.db)).id;
  listCity = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const call = async (
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: object; lang?: 'en' | 'ar'; city?: number } = {},
) =>
  ctx.app.inject({
    method,
    url: api(path, options.lang ?? 'en', options.city ?? cityId),
    // a new post comes with the photos its kind needs, the author's own
    payload: method === 'POST' ? await withCallerPhotos(ctx.db, options.token, options.body) : options.body,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const rentBody = (attributes: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
  kind: 'rent',
  title: `Apartment ${uniqueTag()}`,
  description: 'Two bedrooms near Ford Woods Park, heat included.',
  price: 1250,
  attributes: { ...rentAttributeDefaults, ...attributes },
  ...overrides,
});
const messagesOf = (res: { json: () => { issues?: Array<{ path: string; message: string }> } }) =>
  Object.fromEntries((res.json().issues ?? []).map((i) => [i.path, i.message]));

describe('the rent form messages (§5)', () => {
  it('names every missing field with its own message, in English and Arabic, and creates nothing', async () => {
    const author = await buildUser(ctx.db);
    // no post type yet, so the photo a place on offer needs is asked for too
    const empty = { kind: 'rent', title: ' ', description: '', price: '', attributes: {}, photo_ids: [] };
    const expected = {
      en: {
        title: 'Title is required',
        price: 'Price is required',
        description: 'Description is required',
        'attributes.post_type': 'Type is required',
        'attributes.accommodation_type': 'Accommodation is required',
        'attributes.city': 'City is required',
        'attributes.living_area': 'Location is required',
        'attributes.gender': 'Gender is required',
        'attributes.bedrooms': 'Bedrooms is required',
        'attributes.bathrooms': 'Bathrooms is required',
        'attributes.area_sqft': 'Area is required',
        'attributes.email': 'Email is required',
        'attributes.phone': 'Phone is required',
        photo_ids: 'Image is required',
      },
      ar: {
        title: 'العنوان مطلوب',
        price: 'السعر مطلوب',
        description: 'الوصف مطلوب',
        'attributes.post_type': 'النوع مطلوب',
        'attributes.accommodation_type': 'نوع السكن مطلوب',
        'attributes.city': 'المدينة مطلوبة',
        'attributes.living_area': 'الموقع مطلوب',
        'attributes.gender': 'الجنس مطلوب',
        'attributes.bedrooms': 'عدد غرف النوم مطلوب',
        'attributes.bathrooms': 'عدد الحمّامات مطلوب',
        'attributes.area_sqft': 'المساحة مطلوبة',
        'attributes.email': 'البريد الإلكتروني مطلوب',
        'attributes.phone': 'رقم الهاتف مطلوب',
        photo_ids: 'الصورة مطلوبة',
      },
    };
    for (const lang of ['en', 'ar'] as const) {
      // the title's message comes first (the common fields' schema); then the kind's, all at once
      const titleRes = await call('POST', 'listings', { token: author.token, body: empty, lang });
      expect(titleRes.statusCode).toBe(400);
      expect(messagesOf(titleRes).title).toBe(expected[lang].title);
      const res = await call('POST', 'listings', {
        token: author.token,
        body: { ...empty, title: 'A room' },
        lang,
      });
      expect(res.statusCode).toBe(400);
      const { title: _, ...rest } = expected[lang];
      expect(messagesOf(res)).toEqual(rest);
    }
    const count = await ctx.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('says what is wrong with a bad number or address, and reads Arabic-Indic digits', async () => {
    const author = await buildUser(ctx.db);
    const bad = await call('POST', 'listings', {
      token: author.token,
      body: rentBody({
        bedrooms: 'many',
        bathrooms: '1.25',
        area_sqft: '-3',
        email: 'not-an-email',
        phone: 'call me',
      }),
      lang: 'ar',
    });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual({
      'attributes.bedrooms': 'أدخل عدد غرف النوم من 0 إلى 20',
      'attributes.bathrooms': 'أدخل عدد الحمّامات من 0.5 إلى 20 بأنصاف (مثل 1.5)',
      'attributes.area_sqft': 'أدخل المساحة بالقدم المربع عددًا صحيحًا حتى 100,000',
      'attributes.email': 'البريد الإلكتروني غير صالح',
      'attributes.phone': 'رقم الهاتف غير صالح',
    });
    const ok = await call('POST', 'listings', {
      token: author.token,
      body: rentBody({ bedrooms: '٣', bathrooms: '١٫٥', area_sqft: '١٢٠٠', phone: '٣١٣ ٥٥٥ ٠١٩٩' }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.attributes).toMatchObject({
      bedrooms: 3,
      bathrooms: 1.5,
      area_sqft: 1200,
      phone: '313 555 0199',
      shared_bathroom: false,
    });
  });
});

describe('the fair-housing rule', () => {
  it('refuses a gender preference for a whole apartment or house, in both languages', async () => {
    const author = await buildUser(ctx.db);
    for (const type of ['apartment', 'house', 'townhouse', 'home'])
      for (const [lang, message] of [
        [
          'en',
          'A gender preference is allowed only for shared living (a room or a shared bathroom). For a whole apartment or house, choose Any.',
        ],
        [
          'ar',
          'يُسمح بتفضيل جنس معيّن فقط في السكن المشترك (غرفة أو حمّام مشترك). اختر «الجميع» لشقة أو بيت كامل.',
        ],
      ] as const) {
        const res = await call('POST', 'listings', {
          token: author.token,
          body: rentBody({ accommodation_type: type, gender: 'female', shared_bathroom: false }),
          lang,
        });
        expect(res.statusCode, type).toBe(400);
        expect(messagesOf(res)).toEqual({ 'attributes.gender': message });
      }
  });

  it('allows it for a room or a shared bathroom, and always allows any', async () => {
    const author = await buildUser(ctx.db);
    for (const attributes of [
      { accommodation_type: 'room', gender: 'male', shared_bathroom: false },
      { accommodation_type: 'apartment', gender: 'female', shared_bathroom: true },
      { accommodation_type: 'house', gender: 'any' },
    ]) {
      const res = await call('POST', 'listings', { token: author.token, body: rentBody(attributes) });
      expect(res.statusCode, JSON.stringify(attributes)).toBe(201);
    }
  });
});

describe('rental lists', () => {
  const posts: Record<string, number> = {};
  beforeAll(async () => {
    const make = async (name: string, attributes: Record<string, unknown>, price = 1000, extra = {}) => {
      const post = await buildListing(ctx.db, 'rent', listCity, {
        title: `${name} ${uniqueTag()}`,
        price,
        attributes: { ...rentAttributeDefaults, ...attributes },
        ...extra,
      });
      posts[name] = post.id;
    };
    await make(
      'family house',
      { accommodation_type: 'house', bedrooms: 4, bathrooms: 2.5, living_area: 'East Dearborn' },
      2100,
    );
    await make(
      'studio',
      {
        accommodation_type: 'apartment',
        bedrooms: 0,
        bathrooms: 1,
        city: 'Dearborn Heights',
        living_area: 'Warren Ave',
      },
      850,
    );
    await make(
      'room for women',
      {
        accommodation_type: 'room',
        gender: 'female',
        bedrooms: 1,
        bathrooms: 1,
        shared_bathroom: true,
        living_area: 'Near the Ford campus',
      },
      550,
    );
    await make(
      'room for men',
      {
        accommodation_type: 'room',
        gender: 'male',
        bedrooms: 1,
        bathrooms: 1,
        shared_bathroom: true,
        living_area: 'Michigan Ave',
      },
      500,
    );
    await make(
      'seeker',
      { post_type: 'looking_for', accommodation_type: 'room', gender: 'female', shared_bathroom: true },
      600,
    );
    await make(
      'anonymous seeker',
      { post_type: 'looking_for', email: 'seeker-secret@example.com', phone: '+1 313 555 7777' },
      900,
      { anonymous: true },
    );
    await make('pending seeker', { post_type: 'looking_for' }, 700, { status: 'pending' });
  });

  const ids = async (query: string) => {
    const res = await call('GET', `listings?kind=rent&per_page=50&${query}`, { city: listCity });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Array<{ id: number }>).map((i) => i.id).sort();
  };
  const idsOf = (...names: string[]) => names.map((n) => posts[n]).sort();

  it('filters by post type, type, city and area, price range, rooms, gender and shared bathroom', async () => {
    expect(await ids('post_type=for_rent')).toEqual(
      idsOf('family house', 'studio', 'room for women', 'room for men'),
    );
    expect(await ids('post_type=for_rent&accommodation_type=room')).toEqual(
      idsOf('room for women', 'room for men'),
    );
    expect(await ids('post_type=for_rent&city=heights')).toEqual(idsOf('studio'));
    expect(await ids('post_type=for_rent&living_area=east')).toEqual(idsOf('family house'));
    expect(await ids('post_type=for_rent&price_min=520&price_max=900')).toEqual(
      idsOf('studio', 'room for women'),
    );
    expect(await ids('post_type=for_rent&bedrooms_min=2&bathrooms_min=2')).toEqual(idsOf('family house'));
    // open to women: the women's room and every place open to anyone
    expect(await ids('post_type=for_rent&gender=female')).toEqual(
      idsOf('family house', 'studio', 'room for women'),
    );
    expect(await ids('post_type=for_rent&shared_bathroom=1')).toEqual(
      idsOf('room for women', 'room for men'),
    );
    expect(await ids('post_type=for_rent&shared_bathroom=0')).toEqual(idsOf('family house', 'studio'));
    expect(await ids('post_type=for_rent&bedrooms_min=٢')).toEqual(idsOf('family house'));
  });

  it('answers a bad filter with its translated message, never a 5xx', async () => {
    for (const query of [
      'gender=other',
      'accommodation_type=castle',
      'bedrooms_min=x',
      'shared_bathroom=maybe',
    ]) {
      const res = await call('GET', `listings?kind=rent&${query}`, { city: listCity, lang: 'ar' });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues[0].path, query).toMatch(/^filters\./);
      expect(res.json().issues[0].message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('GET rents/web/looking_for answers {data} with the published seekers, no contact of the anonymous one', async () => {
    const res = await call('GET', 'rents/web/looking_for', { city: listCity });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; attributes: Record<string, unknown> }>;
    expect(data.map((p) => p.id).sort()).toEqual(idsOf('seeker', 'anonymous seeker'));
    expect(res.body).not.toContain('seeker-secret@example.com');
    expect(res.body).not.toContain('555 7777');
  });
});
