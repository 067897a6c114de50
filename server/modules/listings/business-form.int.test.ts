import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { buildPhotoGroups, buildUser, listingAttributeFixtures } from '../../test/factories.ts';
import { buildWebTestApp, fieldError, formPost } from '../../test/web-app.ts';

/**
 * The add-business form (/add-business) as a browser sends it: its flat fields (repeated names
 * for lists, `hours.<day>.*`, `location.lat`…) become the business schema's attributes, and every
 * rule's message comes back under its field, in the page's language. Through the real app and its
 * React Router build, against PostgreSQL.
 */
let ctx: TestContext;
let mediaDir: string;
let cityId: number;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'jaliya-business-form-'));
  ctx = await buildWebTestApp({ MEDIA_DIR: mediaDir });
  cityId = ctx.config.CITY_ID;
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const formPath = '/add-business';
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The fields of a complete form for `ownerId`: its own photos in every group, a shop category. */
async function validForm(ownerId: number): Promise<Array<[string, string]>> {
  const fixture = await listingAttributeFixtures.business(ctx.db, cityId);
  const groups = await buildPhotoGroups(ctx.db, 'business', ownerId);
  return [
    ['idempotency_key', randomUUID()],
    ['title', `Cedar Sweets ${randomUUID().slice(0, 8)}`],
    ['description', 'Lebanese sweets every morning.\nTrays for weddings.'],
    ['main_category_id', String(fixture.main_category_id)],
    ...(fixture.sub_category_ids as number[]).map((id): [string, string] => ['sub_category_ids', String(id)]),
    ['street', '13000 W Warren Ave'],
    ['city', 'Dearborn'],
    ['state', 'MI'],
    ['postal_code', '48126'],
    ['phone', '+1 313 555 0188'],
    ['email', 'cedar@example.com'],
    ['website', 'cedarsweets.example.com'],
    ['socials.instagram', 'https://instagram.com/cedarsweets'],
    ['socials.facebook', ''],
    ['services', 'Baklava'],
    ['services', ''],
    ['services', 'Knafeh'],
    ['services', 'Wedding trays'],
    ...days.flatMap(
      (day): Array<[string, string]> => [
        [`hours.${day}.mode`, day === 'friday' ? 'closed' : day === 'saturday' ? 'open24' : 'hours'],
        [`hours.${day}.opens`, '08:00'],
        [`hours.${day}.closes`, day === 'sunday' ? '01:00' : '22:00'],
      ],
    ),
    ['community', 'halal'],
    ['community', 'family_friendly'],
    ['location.lat', '42.343515'],
    ['location.lng', '-83.175612'],
    ...Object.entries(groups).map(([group, ids]): [string, string] => [
      `photo_group.${group}`,
      ids.join(','),
    ]),
  ];
}

const replace = (fields: Array<[string, string]>, name: string, value: string) =>
  fields.map(([n, v]): [string, string] => [n, n === name ? value : v]);

const send = (token: string, fields: Array<[string, string]>, lang: 'en' | 'ar' = 'en') =>
  ctx.app.inject(formPost(formPath, fields, { lang, cookie: `jaliya_session=${token}` }));

const businessesOf = (ownerId: number) =>
  ctx.db
    .selectFrom('listings')
    .select(['id', 'status', 'title', 'description', 'price', 'attributes'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'business')
    .execute();

describe('the add-business form', () => {
  it('makes a business waiting for approval from the flat form fields, photos in their groups', async () => {
    const owner = await buildUser(ctx.db);
    const fields = await validForm(owner.id);
    const res = await send(owner.token, fields);
    expect(res.statusCode, fieldError(res.body, 'location') ?? res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe('/my-business?done=posted');
    const [business] = await businessesOf(owner.id);
    expect(business.status).toBe('pending');
    expect(business.price).toBeNull();
    const attributes = business.attributes as Record<string, unknown>;
    expect(attributes).toMatchObject({
      street: '13000 W Warren Ave',
      postal_code: '48126',
      website: 'https://cedarsweets.example.com',
      socials: { instagram: 'https://instagram.com/cedarsweets' },
      // the empty box between two services is no service
      services: ['Baklava', 'Knafeh', 'Wedding trays'],
      community: ['halal', 'family_friendly'],
      location: { lat: 42.343515, lng: -83.175612 },
    });
    expect((attributes.hours as Record<string, unknown>).friday).toEqual({ mode: 'closed' });
    expect((attributes.hours as Record<string, unknown>).saturday).toEqual({ mode: 'open24' });
    // a closing time before the opening time runs past midnight
    expect((attributes.hours as Record<string, unknown>).sunday).toEqual({
      mode: 'hours',
      opens: '08:00',
      closes: '01:00',
    });
    const roles = await ctx.db
      .selectFrom('photos')
      .select(['role'])
      .where('listing_id', '=', business.id)
      .orderBy('position')
      .execute();
    expect(roles.map((r) => r.role)).toEqual([
      'logo',
      'cover',
      ...Array(3).fill('main'),
      ...Array(3).fill('gallery'),
    ]);
  });

  it.each([
    [
      'en',
      {
        title: 'Company name is required',
        'photos-logo': 'The logo is required',
        'photos-cover': 'The cover photo is required',
        'photos-main': 'Add 3 to 6 main photos',
        'photos-gallery': 'Add at least 3 gallery photos (up to 10)',
        main_category_id: 'main category is required',
        sub_category_ids: 'sub category is required',
        street: 'Street address is required',
        city: 'City is required',
        state: 'State is required',
        postal_code: 'Postal code is required',
        phone: 'Phone is required',
        email: 'Email is required',
        description: 'Description is required',
        services: 'List 3 to 9 services',
        location: 'Location is required',
      },
    ],
    [
      'ar',
      {
        title: 'اسم الشركة مطلوب',
        'photos-logo': 'الشعار مطلوب',
        'photos-cover': 'صورة الغلاف مطلوبة',
        street: 'عنوان الشارع مطلوب',
        city: 'المدينة مطلوبة',
        state: 'الولاية مطلوبة',
        postal_code: 'الرمز البريدي مطلوب',
        phone: 'رقم الهاتف مطلوب',
        email: 'البريد الإلكتروني مطلوب',
        description: 'الوصف مطلوب',
        location: 'الموقع مطلوب',
        main_category_id: 'الفئة الرئيسية مطلوبة',
        sub_category_ids: 'الفئة الفرعية مطلوبة',
      },
    ],
  ] as const)(
    'names every required field under it on an empty form (%s) and writes nothing',
    async (lang, expected) => {
      const owner = await buildUser(ctx.db);
      const empty: Array<[string, string]> = [
        ['idempotency_key', randomUUID()],
        ['title', ''],
        ['description', ''],
        ...days.map((day): [string, string] => [`hours.${day}.mode`, 'closed']),
      ];
      const res = await send(owner.token, empty, lang);
      expect(res.statusCode).toBe(400);
      const shown = Object.fromEntries(
        Object.keys(expected).map((field) => [field, fieldError(res.body, field)]),
      );
      expect(shown).toEqual(expected);
      expect(await businessesOf(owner.id)).toHaveLength(0);
    },
  );

  it('refuses a description of more than 3 lines, equal opening and closing times, and a place off the map', async () => {
    const owner = await buildUser(ctx.db);
    let fields = await validForm(owner.id);
    fields = replace(fields, 'description', 'one\ntwo\nthree\nfour');
    fields = replace(fields, 'hours.monday.closes', '08:00');
    fields = replace(fields, 'location.lat', '95');
    const res = await send(owner.token, fields, 'en');
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'description')).toBe('Keep the description to 1–3 lines');
    expect(fieldError(res.body, 'hours.monday.mode')).toBe(
      'Opening and closing times must differ (choose open 24 hours instead)',
    );
    expect(fieldError(res.body, 'location')).toBe('Pick the location on the map');
    // what was typed comes back
    expect(res.body).toContain('value="13000 W Warren Ave"');
    expect(await businessesOf(owner.id)).toHaveLength(0);
  });

  it('understands Arabic-Indic digits in the location and the postal code', async () => {
    const owner = await buildUser(ctx.db);
    let fields = await validForm(owner.id);
    fields = replace(fields, 'location.lat', '٤٢.٣٤٣٥');
    fields = replace(fields, 'postal_code', '٤٨١٢٦');
    const res = await send(owner.token, fields, 'ar');
    expect(res.statusCode, fieldError(res.body, 'location')).toBe(302);
    const [business] = await businessesOf(owner.id);
    expect(business.attributes).toMatchObject({ postal_code: '48126', location: { lat: 42.3435 } });
  });

  it("opens the owner's business for editing with its values and photo groups, and saves the edit", async () => {
    const owner = await buildUser(ctx.db);
    const created = await send(owner.token, await validForm(owner.id));
    expect(created.statusCode).toBe(302);
    const [business] = await businessesOf(owner.id);
    // a Ramadan period set with the hours: the form shows it in its special-periods editor
    const ramadan = {
      from: '2027-02-08',
      to: '2027-03-09',
      label: 'Ramadan',
      mode: 'hours',
      opens: '17:00',
      closes: '03:00',
    };
    await ctx.db
      .updateTable('listings')
      .set({ attributes: JSON.stringify({ ...(business.attributes as object), special_hours: [ramadan] }) })
      .where('id', '=', business.id)
      .execute();
    const page = await ctx.app.inject({
      url: `${formPath}?edit=${business.id}`,
      headers: { cookie: `jaliya_session=${owner.token}` },
    });
    expect(page.statusCode).toBe(200);
    // the map's tiles (the default OpenStreetMap server here) may load; no geocoder is configured
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/connect-src 'self';/);
    expect(page.body).toContain('value="13000 W Warren Ave"');
    expect(page.body).toContain('value="Knafeh"');
    expect(page.body).toMatch(/name="photo_group\.main" value="[0-9a-f-]{36},[0-9a-f-]{36},[0-9a-f-]{36}"/);
    expect(page.body).toMatch(/<option value="open24" selected="">/);

    const shown = (name: string) =>
      new RegExp(`name="${name.replace(/\./g, '\\.')}"[^>]*value="([^"]*)"`).exec(page.body)?.[1];
    expect(shown('special_hours.0.from')).toBe('2027-02-08');
    expect(shown('special_hours.0.to')).toBe('2027-03-09');
    expect(shown('special_hours.0.label')).toBe('Ramadan');
    expect(shown('special_hours.0.opens')).toBe('17:00');
    // the edit keeps Ramadan, moves its closing time, and adds an Eid closure in the spare row
    const edit = replace(
      [
        ...(await validForm(owner.id)),
        ...Object.entries({ ...ramadan, closes: '02:30' }).map(([part, value]): [string, string] => [
          `special_hours.0.${part}`,
          value,
        ]),
        ['special_hours.1.from', '2027-03-10'],
        ['special_hours.1.to', '2027-03-11'],
        ['special_hours.1.label', 'عيد الفطر'],
        ['special_hours.1.mode', 'closed'],
        ['special_hours.1.opens', ''],
        ['special_hours.1.closes', ''],
      ],
      'street',
      '14000 W Warren Ave',
    );
    const res = await send(owner.token, [...edit, ['listing_id', String(business.id)]]);
    expect(res.statusCode, fieldError(res.body, 'photos-main') ?? '').toBe(302);
    expect(res.headers.location).toBe('/my-business?done=updated');
    const [after] = await businessesOf(owner.id);
    const eid = { from: '2027-03-10', to: '2027-03-11', label: 'عيد الفطر', mode: 'closed' };
    expect(after.attributes).toMatchObject({
      street: '14000 W Warren Ave',
      special_hours: [{ ...ramadan, closes: '02:30' }, eid],
    });
    // a period ticked "remove" is gone; an empty spare row adds nothing
    const removed = await send(owner.token, [
      ...edit.filter(([name]) => !name.startsWith('special_hours.0.')),
      ['special_hours.0.from', ramadan.from],
      ['special_hours.0.to', ramadan.to],
      ['special_hours.0.mode', 'closed'],
      ['special_hours.0.remove', 'on'],
      ['special_hours.2.mode', 'closed'],
      ['listing_id', String(business.id)],
    ]);
    expect(removed.statusCode).toBe(302);
    const [afterRemove] = await businessesOf(owner.id);
    expect((afterRemove.attributes as { special_hours: unknown[] }).special_hours).toEqual([eid]);
    // someone else's business is no form of theirs
    const stranger = await buildUser(ctx.db);
    const theirs = await ctx.app.inject({
      url: `${formPath}?edit=${business.id}`,
      headers: { cookie: `jaliya_session=${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    {
      lang: 'en' as const,
      overlap: 'Special periods must not overlap',
      range: 'The end date must be on or after the start date',
      long: 'A special period can last at most 62 days',
      date: 'Enter a date such as 2027-02-08',
    },
    {
      lang: 'ar' as const,
      overlap: 'يجب ألا تتداخل الفترات الخاصة',
      range: 'يجب أن يكون تاريخ النهاية في يوم البداية أو بعده',
      long: 'لا تزيد الفترة الخاصة على 62 يومًا',
      date: 'أدخل تاريخًا مثل 2027-02-08',
    },
  ])('names a wrong special period under its own row ($lang), creating nothing', async (m) => {
    const owner = await buildUser(ctx.db);
    const period = (n: number, from: string, to: string): Array<[string, string]> => [
      [`special_hours.${n}.from`, from],
      [`special_hours.${n}.to`, to],
      [`special_hours.${n}.label`, ''],
      [`special_hours.${n}.mode`, 'closed'],
    ];
    const res = await send(
      owner.token,
      [
        ...(await validForm(owner.id)),
        // an empty first row is dropped: the rows below are numbered 0, 1, 2… as the page shows them again
        ...period(0, '', ''),
        ...period(1, '2027-03-01', '2027-03-05'),
        ...period(2, '2027-03-04', '2027-03-06'),
        ...period(3, '2027-04-10', '2027-04-01'),
        ...period(4, '2027-05-01', '2027-08-01'),
        ...period(5, '2027-02-30', '2027-02-30'),
      ],
      m.lang,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'special_hours.1.row')).toBe(m.overlap);
    expect(fieldError(res.body, 'special_hours.2.row')).toBe(m.range);
    expect(fieldError(res.body, 'special_hours.3.row')).toBe(m.long);
    expect(fieldError(res.body, 'special_hours.4.row')).toBe(m.date);
    expect(fieldError(res.body, 'special_hours.0.row')).toBeUndefined();
    expect(await businessesOf(owner.id)).toEqual([]);
  });

  it('sends a guest to log in and an unverified account to verify, writing nothing', async () => {
    const guest = await ctx.app.inject(formPost(formPath, [['title', 'x']]));
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/Login?redirectTo=%2Fadd-business');
    const unverified = await buildUser(ctx.db, { verified: false });
    const res = await send(unverified.token, await validForm(unverified.id));
    expect(res.statusCode).toBe(403);
    expect(await businessesOf(unverified.id)).toHaveLength(0);
  });
});
