import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DayHours,
  isOpenAt,
  sameEveryDay,
  type SpecialHours,
  type WeeklyHours,
} from '#shared/listings/opening-hours.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import {
  buildCategory,
  buildCity,
  buildListing,
  buildPhotoGroups,
  buildPhotos,
  buildUser,
  businessAttributeDefaults,
  countListingsOwnedBy,
  listingAttributeFixtures,
  uniqueTag,
} from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
/** A city of its own for the list filters, so no other test's businesses show in its pages. */
let listCity: number;
const zone = 'America/Detroit';

beforeAll(async () => {
  ctx = await buildTestApp({ CITY_TIME_ZONE: zone });
  cityId = (await buildCity(ctx.db)).id;
  listCity = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  path: string,
  options: { token?: string; body?: object; lang?: 'en' | 'ar'; city?: number } = {},
) =>
  ctx.app.inject({
    method,
    url: api(path, options.lang ?? 'en', options.city ?? cityId),
    payload: options.body,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const countOwned = (ownerId: number) => countListingsOwnedBy(ctx.db, ownerId);

/** A valid business body for `author`, with their own photos in every group. */
async function businessBody(authorId: number, attributes: Record<string, unknown> = {}) {
  return {
    kind: 'business',
    title: `Al-Amir Halal Market ${uniqueTag()}`,
    description: 'Fresh halal meat, cut to order.\nCatering trays for every occasion.',
    price: null,
    attributes: { ...(await listingAttributeFixtures.business(ctx.db, cityId)), ...attributes },
    photo_groups: await buildPhotoGroups(ctx.db, 'business', authorId),
  };
}

/** Posts a body and expects a 400 with these field paths and messages, and nothing created. */
async function expectRefused(
  body: object,
  expected: Record<string, { en: string; ar: string }>,
  author?: { id: number; token: string },
) {
  const who = author ?? (await buildUser(ctx.db));
  for (const lang of ['en', 'ar'] as const) {
    const res = await call('POST', 'listings', { token: who.token, body, lang });
    expect(res.statusCode, res.body).toBe(400);
    const issues = res.json().issues as Array<{ path: string; message: string }>;
    for (const [path, messages] of Object.entries(expected))
      expect(issues, `${lang} ${path}: ${res.body}`).toContainEqual(
        expect.objectContaining({ path, message: messages[lang] }),
      );
  }
  expect(await countOwned(who.id)).toBe(0);
}

describe('business: posting checks every field of §5 and §9, in both languages', () => {
  it('posts a complete business with its photo groups, answering each photo with its role in order', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    const res = await call('POST', 'listings', { token: author.token, body });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      kind: 'business',
      status: 'pending',
      url: expect.stringMatching(/^\/MarketProfile\//),
    });
    expect(post.photos.map((p: { role: string }) => p.role)).toEqual([
      'logo',
      'cover',
      'main',
      'main',
      'main',
      'gallery',
      'gallery',
      'gallery',
    ]);
    const groups = body.photo_groups;
    expect(post.photos.map((p: { id: string }) => p.id)).toEqual([
      ...groups.logo,
      ...groups.cover,
      ...groups.main,
      ...groups.gallery,
    ]);
  });

  it('requires company name, categories, address, phone, e-mail, description, services, hours and location', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    const attributes = { ...body.attributes } as Record<string, unknown>;
    for (const key of [
      'main_category_id',
      'sub_category_ids',
      'street',
      'city',
      'state',
      'postal_code',
      'phone',
      'email',
      'services',
      'hours',
      'location',
    ])
      delete attributes[key];
    await expectRefused(
      { ...body, attributes, description: '' },
      {
        'attributes.main_category_id': { en: 'main category is required', ar: 'الفئة الرئيسية مطلوبة' },
        'attributes.sub_category_ids': { en: 'sub category is required', ar: 'الفئة الفرعية مطلوبة' },
        'attributes.street': { en: 'Street address is required', ar: 'عنوان الشارع مطلوب' },
        'attributes.city': { en: 'City is required', ar: 'المدينة مطلوبة' },
        'attributes.state': { en: 'State is required', ar: 'الولاية مطلوبة' },
        'attributes.postal_code': { en: 'Postal code is required', ar: 'الرمز البريدي مطلوب' },
        'attributes.phone': { en: 'Phone is required', ar: 'رقم الهاتف مطلوب' },
        'attributes.email': { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
        'attributes.services': { en: 'List 3 to 9 services', ar: 'اذكر من 3 إلى 9 خدمات' },
        'attributes.hours': {
          en: 'Give the working hours for every day, Monday to Sunday',
          ar: 'حدد ساعات العمل لكل يوم من الاثنين إلى الأحد',
        },
        'attributes.location': { en: 'Location is required', ar: 'الموقع مطلوب' },
        description: { en: 'Description is required', ar: 'الوصف مطلوب' },
      },
      author,
    );
    // the company name is the post's title
    const untitled = await call('POST', 'listings', {
      token: author.token,
      body: { ...body, title: ' ' },
      lang: 'ar',
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().issues).toContainEqual(
      expect.objectContaining({ path: 'title', message: 'العنوان مطلوب' }),
    );
  });

  it('takes 3 to 9 services, a 1–3 line description, a valid e-mail and links of the right networks', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    await expectRefused(
      {
        ...body,
        description: 'one\ntwo\nthree\nfour',
        attributes: {
          ...body.attributes,
          services: ['a', 'b'],
          email: 'not-an-email',
          website: 'javascript:alert(1)',
          socials: { facebook: 'https://instagram.com/us', tiktok: 'https://tiktok.com/@us' },
        },
      },
      {
        description: { en: 'Keep the description to 1–3 lines', ar: 'اجعل الوصف من سطر إلى ثلاثة أسطر' },
        'attributes.services': { en: 'List 3 to 9 services', ar: 'اذكر من 3 إلى 9 خدمات' },
        'attributes.email': { en: 'Email is not valid', ar: 'البريد الإلكتروني غير صالح' },
        'attributes.website': {
          en: 'Enter a web address such as https://example.com',
          ar: 'أدخل عنوان موقع مثل https://example.com',
        },
        'attributes.socials.facebook': {
          en: 'Enter a Facebook address (facebook.com/…)',
          ar: 'أدخل رابط فيسبوك (facebook.com/…)',
        },
      },
      author,
    );
    const tooMany = Array.from({ length: 10 }, (_, i) => `Service ${i}`);
    await expectRefused(
      { ...body, attributes: { ...body.attributes, services: tooMany } },
      { 'attributes.services': { en: 'List 3 to 9 services', ar: 'اذكر من 3 إلى 9 خدمات' } },
      author,
    );
    // a ZIP of four digits, in either script, is one digit short; a Canadian code has letters
    for (const postal_code of ['4812', '٤٨١٢', '481260']) {
      await expectRefused(
        { ...body, attributes: { ...body.attributes, postal_code } },
        {
          'attributes.postal_code': {
            en: 'Enter a postal code such as 48126',
            ar: 'أدخل رمزًا بريديًا مثل 48126',
          },
        },
        author,
      );
    }
    for (const postal_code of ['48126-1234', 'N9A 1A1']) {
      const fresh = await businessBody(author.id);
      const res = await call('POST', 'listings', {
        token: author.token,
        body: {
          ...fresh,
          title: `${fresh.title} ${postal_code}`,
          attributes: { ...fresh.attributes, postal_code },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('needs one logo, one cover, 3–6 main photos and 3–10 gallery photos, each used once', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    const [extra1, extra2, extra3, extra4] = await buildPhotos(ctx.db, author.id, 4);
    await expectRefused(
      {
        ...body,
        photo_groups: {
          logo: [],
          main: [...body.photo_groups.main, extra1, extra2, extra3, extra4],
          gallery: body.photo_groups.gallery.slice(0, 2),
        },
      },
      {
        'photo_groups.logo': { en: 'The logo is required', ar: 'الشعار مطلوب' },
        'photo_groups.cover': { en: 'The cover photo is required', ar: 'صورة الغلاف مطلوبة' },
        'photo_groups.main': { en: 'Add 3 to 6 main photos', ar: 'أضف من 3 إلى 6 صور رئيسية' },
        'photo_groups.gallery': {
          en: 'Add at least 3 gallery photos (up to 10)',
          ar: 'أضف 3 صور على الأقل إلى المعرض (حتى 10)',
        },
      },
      author,
    );
    const { photo_groups: _groups, ...withoutPhotos } = body;
    await expectRefused(
      withoutPhotos,
      { 'photo_groups.logo': { en: 'The logo is required', ar: 'الشعار مطلوب' } },
      author,
    );
    await expectRefused(
      { ...body, photo_groups: { ...body.photo_groups, cover: body.photo_groups.logo } },
      {
        photo_groups: {
          en: 'The same photo is in two places; use each photo once',
          ar: 'الصورة نفسها في مكانين؛ استخدم كل صورة مرة واحدة',
        },
      },
      author,
    );
    // a business's photos come in groups; a plain list is refused (and groups for a product)
    const plain = await call('POST', 'listings', {
      token: author.token,
      body: { ...withoutPhotos, photo_ids: body.photo_groups.main },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().issues).toContainEqual(expect.objectContaining({ path: 'photo_ids' }));
    // someone else's photo refuses the whole post
    const stranger = await buildUser(ctx.db);
    const foreign = await call('POST', 'listings', {
      token: stranger.token,
      body: { ...body, title: `Elsewhere ${uniqueTag()}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('PHOTO_NOT_OWNED');
    expect(await countOwned(stranger.id)).toBe(0);
  });

  it('refuses a sub-category that is not under the main category, and any of another category tree', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    const otherMain = await buildCategory(ctx.db, cityId, { kind: 'service' });
    const otherSub = await buildCategory(ctx.db, cityId, { kind: 'service', parent_id: otherMain.id });
    const marketMain = await buildCategory(ctx.db, cityId, { kind: 'market' });
    const marketSub = await buildCategory(ctx.db, cityId, { kind: 'market', parent_id: marketMain.id });
    const attrs = body.attributes as { sub_category_ids: number[] };
    for (const attributes of [
      { sub_category_ids: [...attrs.sub_category_ids, otherSub.id] },
      { main_category_id: marketMain.id, sub_category_ids: [marketSub.id] },
    ])
      await expectRefused(
        { ...body, attributes: { ...body.attributes, ...attributes } },
        { 'attributes.sub_category_ids': { en: 'sub category is required', ar: 'الفئة الفرعية مطلوبة' } },
        author,
      );
  });

  it('checks hours: every weekday, real times, distinct times, special periods in order and apart', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id);
    const hours = businessAttributeDefaults.hours as Record<string, unknown>;
    const { sunday: _sunday, ...noSunday } = hours;
    await expectRefused(
      { ...body, attributes: { ...body.attributes, hours: noSunday } },
      {
        'attributes.hours.sunday': {
          en: 'Choose closed, open 24 hours, or opening and closing times',
          ar: 'اختر مغلق، أو مفتوح 24 ساعة، أو وقتي الفتح والإغلاق',
        },
      },
      author,
    );
    await expectRefused(
      {
        ...body,
        attributes: {
          ...body.attributes,
          hours: {
            ...hours,
            monday: { mode: 'hours', opens: '25:00', closes: '17:00' },
            tuesday: { mode: 'hours', opens: '09:00', closes: '09:00' },
          },
          special_hours: [
            { from: '2027-02-08', to: '2027-03-09', mode: 'hours', opens: '19:00', closes: '03:00' },
            { from: '2027-03-01', to: '2027-03-02', mode: 'closed' },
            { from: '2027-04-10', to: '2027-04-01', mode: 'closed' },
          ],
        },
      },
      {
        'attributes.hours.monday.opens': { en: 'Enter a time such as 09:00', ar: 'أدخل وقتًا مثل 09:00' },
        'attributes.hours.tuesday.closes': {
          en: 'Opening and closing times must differ (choose open 24 hours instead)',
          ar: 'يجب أن يختلف وقت الفتح عن وقت الإغلاق (أو اختر مفتوح 24 ساعة)',
        },
        'attributes.special_hours.1.from': {
          en: 'Special periods must not overlap',
          ar: 'يجب ألا تتداخل الفترات الخاصة',
        },
        'attributes.special_hours.2.to': {
          en: 'The end date must be on or after the start date',
          ar: 'يجب أن يكون تاريخ النهاية في يوم البداية أو بعده',
        },
      },
      author,
    );
  });

  it('reads Arabic-Indic digits in times, postal code, phone and coordinates', async () => {
    const author = await buildUser(ctx.db);
    const body = await businessBody(author.id, {
      postal_code: '٤٨١٢٦',
      street: '١٣٠٠٠ W Warren Ave',
      phone: '٣١٣ ٥٥٥ ٠١٩٩',
      hours: {
        ...businessAttributeDefaults.hours,
        monday: { mode: 'hours', opens: '٩:٣٠', closes: '١٧:٠٠' },
      },
      // as an Arabic keyboard types them: the Arabic decimal separator, a direction mark before the minus
      location: { lat: '٤٢٫٣٣', lng: '\u200E-٨٣٫١٦' },
    });
    const res = await call('POST', 'listings', { token: author.token, body, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      postal_code: '48126',
      street: '13000 W Warren Ave',
      phone: '313 555 0199',
      hours: { monday: { mode: 'hours', opens: '09:30', closes: '17:00' } },
      location: { lat: 42.33, lng: -83.16 },
    });
  });
});

describe('business: the owner changes hours without review', () => {
  const newHours = {
    hours: { ...businessAttributeDefaults.hours, sunday: { mode: 'hours', opens: '12:00', closes: '16:00' } },
    special_hours: [{ from: '2027-03-10', to: '2027-03-10', label: 'Eid', mode: 'closed' }],
  };

  it('keeps a published business published and changes nothing else', async () => {
    const owner = await buildUser(ctx.db);
    const business = await buildListing(ctx.db, 'business', cityId, { ownerId: owner.id });
    const before = await ctx.db
      .selectFrom('listings')
      .selectAll()
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `listings/${business.id}/hours`, { token: owner.token, body: newHours });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', attributes: newHours });
    const after = await ctx.db
      .selectFrom('listings')
      .selectAll()
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('published');
    expect(after.published_at).toEqual(before.published_at);
    expect(after.title).toBe(before.title);
    expect({ ...(after.attributes as object), hours: null, special_hours: null }).toEqual({
      ...(before.attributes as object),
      hours: null,
      special_hours: null,
    });
  });

  it("writes a moderator's correction to the moderation audit log; not the owner's own, nor a refused one", async () => {
    const owner = await buildUser(ctx.db);
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const business = await buildListing(ctx.db, 'business', cityId, { ownerId: owner.id, status: 'pending' });
    const auditOf = () =>
      ctx.db
        .selectFrom('moderation_audit')
        .select(['action', 'actor_id', 'author_id', 'reason'])
        .where('listing_id', '=', business.id)
        .execute();

    const own = await call('PUT', `listings/${business.id}/hours`, { token: owner.token, body: newHours });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditOf()).toEqual([]);

    const corrected = await call('PUT', `listings/${business.id}/hours`, {
      token: moderator.token,
      body: { hours: { ...newHours.hours, monday: { mode: 'open24' } } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.status).toBe('pending');
    expect(await auditOf()).toEqual([
      { action: 'hours', actor_id: moderator.id, author_id: owner.id, reason: null },
    ]);

    // a refused correction leaves no trail
    const refused = await call('PUT', `listings/${business.id}/hours`, {
      token: moderator.token,
      body: { hours: { ...newHours.hours, friday: { mode: 'hours', opens: 'noon', closes: '17:00' } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await auditOf()).toHaveLength(1);
  });

  it("refuses bad hours (translated), other fields, strangers and a product's hours, changing nothing", async () => {
    const owner = await buildUser(ctx.db);
    const business = await buildListing(ctx.db, 'business', cityId, { ownerId: owner.id });
    const stored = async () =>
      (
        await ctx.db
          .selectFrom('listings')
          .select('attributes')
          .where('id', '=', business.id)
          .executeTakeFirstOrThrow()
      ).attributes;
    const before = await stored();
    const bad = await call('PUT', `listings/${business.id}/hours`, {
      token: owner.token,
      lang: 'ar',
      body: { hours: { ...newHours.hours, friday: { mode: 'hours', opens: 'noon', closes: '17:00' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual(
      expect.objectContaining({ path: 'attributes.hours.friday.opens', message: 'أدخل وقتًا مثل 09:00' }),
    );
    const sneaky = await call('PUT', `listings/${business.id}/hours`, {
      token: owner.token,
      body: { ...newHours, title: 'Renamed without review' },
    });
    expect(sneaky.statusCode).toBe(400);
    const stranger = await buildUser(ctx.db);
    const foreign = await call('PUT', `listings/${business.id}/hours`, {
      token: stranger.token,
      body: newHours,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call('PUT', `listings/${business.id}/hours`, { body: newHours })).statusCode).toBe(401);
    const product = await buildListing(ctx.db, 'product', cityId, { ownerId: owner.id });
    expect(
      (await call('PUT', `listings/${product.id}/hours`, { token: owner.token, body: newHours })).statusCode,
    ).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('business: lists by sub-category, open now and community features', () => {
  const day = (d: DayHours) => sameEveryDay(d);

  it('filters by sub-category, by every community feature asked and by open now', async () => {
    const main = await buildCategory(ctx.db, listCity, { kind: 'shops' });
    const sub = await buildCategory(ctx.db, listCity, { kind: 'shops', parent_id: main.id });
    const otherSub = await buildCategory(ctx.db, listCity, { kind: 'shops', parent_id: main.id });
    const make = (attributes: Record<string, unknown>) =>
      buildListing(ctx.db, 'business', listCity, {
        attributes: {
          ...businessAttributeDefaults,
          main_category_id: main.id,
          sub_category_ids: [sub.id],
          ...attributes,
        },
      });
    const always = await make({ hours: day({ mode: 'open24' }), community: ['halal', 'prayer_space'] });
    const never = await make({ hours: day({ mode: 'closed' }), community: ['halal'] });
    const both = await make({
      hours: day({ mode: 'open24' }),
      sub_category_ids: [otherSub.id, sub.id],
      community: [],
    });
    const elsewhere = await make({ sub_category_ids: [otherSub.id] });

    const ids = async (query: string, lang: 'en' | 'ar' = 'en') => {
      const res = await call('GET', `listings?kind=business&per_page=50&${query}`, { city: listCity, lang });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as Array<{ id: number }>).map((i) => i.id);
    };
    expect(await ids(`sub_category_id=${sub.id}`)).toEqual([both.id, never.id, always.id]);
    expect(await ids(`sub_category_id=${otherSub.id}`)).toEqual([elsewhere.id, both.id]);
    expect(await ids(`sub_category_id=${sub.id}&community=halal`)).toEqual([never.id, always.id]);
    expect(await ids(`sub_category_id=${sub.id}&community=halal,prayer_space`)).toEqual([always.id]);
    expect(await ids(`sub_category_id=${sub.id}&community=halal&community=prayer_space`)).toEqual([
      always.id,
    ]);
    expect(await ids(`sub_category_id=${sub.id}&open_now=1`)).toEqual([both.id, always.id]);
    expect(await ids(`sub_category_id=${sub.id}&open_now=1&community=halal`)).toEqual([always.id]);
    expect(await ids(`sub_category_id=${sub.id}&open_now=`)).toHaveLength(3);

    for (const [query, path, message] of [
      ['community=kosher', 'filters.community.0', 'اختر من مزايا الجالية المذكورة'],
      ['open_now=maybe', 'filters.open_now', 'عامل التصفية هذا غير صالح'],
    ]) {
      const res = await call('GET', `listings?kind=business&${query}`, { city: listCity, lang: 'ar' });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    }
  });
});

describe('business_open_at (SQL) agrees with isOpenAt (TypeScript)', () => {
  const from = (opens: string, closes: string): DayHours => ({ mode: 'hours', opens, closes });
  const week = sameEveryDay;
  const schedules: Array<{ hours: WeeklyHours; special: SpecialHours[] }> = [
    { hours: week(from('09:00', '17:00'), { sunday: { mode: 'closed' } }), special: [] },
    {
      hours: week({ mode: 'closed' }, { friday: from('18:00', '02:00'), saturday: from('20:00', '03:00') }),
      special: [],
    },
    { hours: week({ mode: 'open24' }, { sunday: { mode: 'closed' } }), special: [] },
    { hours: week(from('10:00', '00:00')), special: [] },
    { hours: week(from('00:30', '01:30')), special: [] },
    {
      hours: week(from('09:00', '17:00')),
      special: [
        { from: '2026-02-18', to: '2026-03-19', mode: 'hours', opens: '19:00', closes: '03:00' },
        { from: '2026-03-20', to: '2026-03-20', mode: 'closed' },
      ],
    },
  ];
  // every 30 minutes across both 2026 DST change days, a Ramadan week and a normal week
  const instants = [
    ['2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'],
    ['2026-03-17T00:00:00Z', '2026-03-22T00:00:00Z'],
    ['2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'],
  ].flatMap(([start, end]) => {
    const out: Date[] = [];
    for (let t = Date.parse(start); t < Date.parse(end); t += 30 * 60_000) out.push(new Date(t));
    return out;
  });

  it('gives the same answer at every half hour around DST changes, overnight hours and a special period', async () => {
    for (const [n, schedule] of schedules.entries()) {
      const attrs = JSON.stringify({ hours: schedule.hours, special_hours: schedule.special });
      const { rows } = await sql<{ at: Date; open: boolean }>`
        select t.at, business_open_at(${attrs}::jsonb, t.at, ${zone}) as open
          from unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) as t(at)`.execute(ctx.db);
      const mismatches = rows
        .filter((r) => r.open !== (isOpenAt(schedule.hours, schedule.special, r.at, zone).state !== 'closed'))
        .map((r) => new Date(r.at).toISOString());
      expect(mismatches, `schedule ${n}`).toEqual([]);
    }
  });
});
