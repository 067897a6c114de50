import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildListing,
  buildPhotos,
  buildUser,
  countListingsOwnedBy,
  rentAttributeDefaults,
} from '../../test/factories.ts';
import { fieldError, formPost, setUpWebTestApp } from '../../test/web-app.ts';

/**
 * The rentals' pages as a browser without JavaScript gets them (the React Router build through
 * app.inject): the posting form's fair-housing rule, and the lists with their filters in the
 * address (the shared filter panel, sort bar and pager).
 */
const web = setUpWebTestApp();
const { page } = web;
const tag = () => randomUUID().slice(0, 8);

describe('the rent form without JavaScript: the fair-housing rule', () => {
  /** What the form sends: every field a person typed, as a browser posts it. */
  const fields = (overrides: Record<string, string> = {}) => ({
    title: `Sunny room ${tag()}`,
    post_type: 'for_rent',
    accommodation_type: 'apartment',
    city: 'Dearborn',
    living_area: 'Oakwood',
    bedrooms: '٢',
    bathrooms: '1',
    area_sqft: '900',
    gender: 'female',
    email: 'landlord-nojs@example.com',
    phone: '313 555 0177',
    price: '1150',
    description: 'Near Ford Woods Park, heat included.',
    idempotency_key: randomUUID(),
    photo_ids: '',
    ...overrides,
  });
  /** The gender radios the page shows, in order, with whether each is checked. */
  const genderRadios = (body: string) =>
    [...body.matchAll(/<input type="radio" name="gender"[^>]*>/g)].map(
      ([input]) => [/value="([a-z]+)"/.exec(input)?.[1], input.includes(' checked=""')] as const,
    );
  const count = (ownerId: number) => countListingsOwnedBy(web.ctx.db, ownerId);

  it('offers every gender before anything is sent, Any checked, with the rule written under them', async () => {
    const user = await buildUser(web.ctx.db);
    for (const [lang, words] of [
      ['en', 'US fair-housing rules allow no gender preference'],
      ['ar', 'قوانين الإسكان العادل الأمريكية'],
    ] as const) {
      const form = await page('/post-rent', { lang, token: user.token });
      expect(form.statusCode).toBe(200);
      // without script nothing follows the type as it is picked: a room must be able to choose at once
      expect(genderRadios(form.body)).toEqual([
        ['male', false],
        ['female', false],
        ['any', true],
      ]);
      // the rule stands in the group, tied to it, not only in the catalog the page carries
      expect(form.body).toMatch(/<fieldset[^>]*id="gender"[^>]*aria-describedby="gender-hint"/);
      expect(/<p id="gender-hint" class="field-hint">([^<]*)<\/p>/.exec(form.body)?.[1]).toContain(words);
    }
  });

  it('takes a room for women in the first post, without JavaScript', async () => {
    const user = await buildUser(web.ctx.db);
    const [photo] = await buildPhotos(web.ctx.db, user.id, 1);
    const res = await web.ctx.app.inject(
      formPost('/post-rent', fields({ accommodation_type: 'room', photo_ids: photo }), {
        cookie: `jaliya_session=${user.token}`,
      }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    const saved = await web.ctx.db
      .selectFrom('listings')
      .select('attributes')
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(saved.attributes).toMatchObject({ accommodation_type: 'room', gender: 'female' });
  });

  it.each([
    [
      'en',
      'A gender preference is allowed only for shared living (a room or a shared bathroom). For a whole apartment or house, choose Any.',
    ],
    ['ar', 'يُسمح بتفضيل جنس معيّن فقط في السكن المشترك (غرفة أو حمّام مشترك). اختر «الجميع» لشقة أو بيت كامل.'],
  ] as const)(
    'answers a whole apartment for women only with the rule under Gender (%s), keeping everything typed',
    async (lang, message) => {
      const user = await buildUser(web.ctx.db);
      // a rental needs a photo: one already uploaded, as the form's hidden field carries it
      const [photo] = await buildPhotos(web.ctx.db, user.id, 1);
      const sent = fields({ photo_ids: photo });
      const res = await web.ctx.app.inject(
        formPost('/post-rent', sent, { lang, cookie: `jaliya_session=${user.token}` }),
      );
      expect(res.statusCode).toBe(400);
      expect(fieldError(res.body, 'gender')).toBe(message);
      // nothing else was wrong, so no other message
      const errors = [...res.body.matchAll(/<p id="([a-z_]+)-error" class="field-error">([^<]*)/g)];
      expect(errors.map((m) => m[1])).toEqual(['gender']);
      for (const name of ['title', 'city', 'living_area', 'bedrooms', 'area_sqft', 'email', 'phone', 'price'])
        expect(res.body, name).toContain(`value="${sent[name as keyof typeof sent]}"`);
      expect(res.body).toContain(sent.description);
      expect(res.body).toContain(photo);
      expect(res.body).toMatch(/<option value="apartment" selected/);
      // every gender stays on offer with the one sent checked: changing the type or the gender fixes it
      expect(genderRadios(res.body)).toEqual([
        ['male', false],
        ['female', true],
        ['any', false],
      ]);
      expect(await count(user.id)).toBe(0);
      // the same post as a shared room goes through
      const room = await web.ctx.app.inject(
        formPost(
          '/post-rent',
          { ...sent, accommodation_type: 'room', idempotency_key: randomUUID() },
          {
            lang,
            cookie: `jaliya_session=${user.token}`,
          },
        ),
      );
      expect(room.statusCode, room.body.slice(0, 300)).toBe(302);
      expect(await count(user.id)).toBe(1);
    },
  );
});

describe('the rental lists', () => {
  it('filter by the address in both languages, with the shared panel, sort bar and a named refused value', async () => {
    const word = `Warrendale${tag().replace(/\d/g, 'x')}`;
    const house = await buildListing(web.ctx.db, 'rent', web.cityId, {
      title: `Family house ${tag()}`,
      price: 2100,
      attributes: { ...rentAttributeDefaults, accommodation_type: 'house', bedrooms: 4, living_area: word },
    });
    const room = await buildListing(web.ctx.db, 'rent', web.cityId, {
      title: `Room ${tag()}`,
      price: 600,
      attributes: { ...rentAttributeDefaults, accommodation_type: 'room', bedrooms: 1, living_area: word },
    });
    const filtered = await page(`/rents?living_area=${word}&bedrooms_min=٣&sort=price_desc`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain(house.title);
    expect(filtered.body).not.toContain(room.title);
    // the panel is open with its count, the sort kept, a reset link back to the bare list
    expect(filtered.body).toMatch(/<details class="market-filters-panel" open="">/);
    expect(filtered.body).toContain('<option value="price_desc" selected="">Rent: high to low</option>');
    expect(filtered.body).toMatch(/href="\/rents"[^>]*>Reset<\/a>/);

    const ar = await page(`/rents?living_area=${word}&gender=robot`, { lang: 'ar' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('الإيجار: من الأعلى إلى الأقل');
    expect(ar.body).toContain('عرض النتائج');
    // a value the list cannot use is named and left out, never a failure
    expect(ar.body).toContain('role="alert"');
    expect(ar.body).toContain(room.title);

    const none = await page(`/rents?living_area=nowhere${tag()}`);
    expect(none.body).toContain('No rentals match');
    expect(none.body).toContain('Clear all filters');
  });
});
