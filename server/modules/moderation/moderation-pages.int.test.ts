import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { moderationLimits } from '#shared/moderation.ts';
import {
  buildCategory,
  buildListing,
  buildSession,
  buildUser,
  businessAttributeDefaults,
  rentAttributeDefaults,
  uniqueTag,
} from '../../test/factories.ts';
import { api, type TestContext } from '../../test/app.ts';
import { buildWebTestApp, formPost } from '../../test/web-app.ts';

/** The console and the report form as a browser without JavaScript uses them (default city 9). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildWebTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const html = 'text/html,application/xhtml+xml';
const post = (url: string, fields: Record<string, string>, token?: string, lang: 'en' | 'ar' = 'en') => {
  const request = formPost(url, fields, { lang, cookie: token ? `jaliya_session=${token}` : undefined });
  return ctx.app.inject({ ...request, headers: { ...request.headers, accept: html } });
};
const page = (url: string, token?: string, lang: 'en' | 'ar' = 'en') =>
  ctx.app.inject({
    url,
    headers: { cookie: [`lang=${lang}`, token ? `jaliya_session=${token}` : ''].filter(Boolean).join('; ') },
  });
const statusOf = async (id: number) =>
  (await ctx.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('/admin/moderation', () => {
  it('sends guests to log in, answers 403 to users and changes nothing for their form posts', async () => {
    const guest = await page('/admin/moderation');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/Login?redirectTo=%2Fadmin%2Fmoderation');
    const user = await buildUser(ctx.db);
    const forbidden = await page('/admin/moderation', user.token, 'ar');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('للمشرفين فقط');
    const pending = await buildListing(ctx.db, 'product', 9, { status: 'pending' });
    expect(
      (await post('/admin/moderation', { intent: 'approve', id: String(pending.id) }, user.token)).statusCode,
    ).toBe(403);
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it("shows every field the author filled, in words, in the console's language", async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const room = await buildListing(ctx.db, 'rent', 9, {
      status: 'pending',
      attributes: {
        ...rentAttributeDefaults,
        accommodation_type: 'room',
        gender: 'female',
        shared_bathroom: true,
      },
    });
    const main = await buildCategory(ctx.db, 9, {
      kind: 'market',
      name_en: 'Baby gear',
      name_ar: 'مستلزمات الأطفال',
    });
    const sub = await buildCategory(ctx.db, 9, {
      kind: 'market',
      parent_id: main.id,
      name_en: 'Car seats',
      name_ar: 'مقاعد السيارة',
    });
    const seat = await buildListing(ctx.db, 'product', 9, {
      status: 'pending',
      attributes: {
        main_category_id: main.id,
        sub_category_id: sub.id,
        post_type: 'sale',
        condition: 'used',
      },
    });
    const cardOf = (body: string, id: number) => {
      const start = body.indexOf(`data-queue-item="${id}"`);
      expect(start, `card ${id}`).toBeGreaterThan(-1);
      return body.slice(start, body.indexOf('</article>', start));
    };
    const en = (await page('/admin/moderation', moderator.token)).body;
    // a room for women only, its bathroom shared: the fair-housing question is on the card
    expect(cardOf(en, room.id)).toContain('<dt>Accommodation</dt><dd><bdi>Room</bdi></dd>');
    expect(cardOf(en, room.id)).toContain('<dt>Gender of occupants</dt><dd><bdi>Female</bdi></dd>');
    expect(cardOf(en, room.id)).toContain('<dt>The bathroom is shared</dt><dd><bdi>Yes</bdi></dd>');
    expect(cardOf(en, room.id)).toContain('<dd><bdi>landlord@example.com</bdi></dd>');
    expect(cardOf(en, seat.id)).toContain('<dt>Category</dt><dd><bdi>Baby gear</bdi></dd>');
    expect(cardOf(en, seat.id)).toContain('<dd><bdi>Car seats</bdi></dd>');
    expect(cardOf(en, seat.id)).toContain('<dd><bdi>Used</bdi></dd>');
    const ar = (await page('/admin/moderation', moderator.token, 'ar')).body;
    expect(cardOf(ar, room.id)).toContain('<dt>جنس الساكنين</dt><dd><bdi>إناث</bdi></dd>');
    expect(cardOf(ar, room.id)).toContain('<dd><bdi>غرفة</bdi></dd>');
    expect(cardOf(ar, seat.id)).toContain('<dd><bdi>مستلزمات الأطفال</bdi></dd>');
    expect(cardOf(ar, seat.id)).toContain('<dd><bdi>مستعمل</bdi></dd>');
  });

  it('shows the queue to a moderator in both languages and decides through plain form posts', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const approved = await buildListing(ctx.db, 'product', 9, { status: 'pending', title: 'Graco car seat' });
    const rejected = await buildListing(ctx.db, 'product', 9, { status: 'pending', title: 'Baby crib' });
    const en = await page('/admin/moderation', moderator.token);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Graco car seat');
    expect(en.body).toContain('Missing or unclear photos');
    const ar = await page('/admin/moderation', moderator.token, 'ar');
    expect(ar.body).toContain('الصور ناقصة أو غير واضحة');
    expect(ar.body).toContain('dir="rtl"');

    const ok = await post(
      '/admin/moderation',
      { intent: 'approve', id: String(approved.id) },
      moderator.token,
    );
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/admin/moderation?done=approved#queue');
    expect(await statusOf(approved.id)).toBe('published');
    // 'other' without words is refused in the page, nothing changes
    const missing = await post(
      '/admin/moderation',
      { intent: 'reject', id: String(rejected.id), reason_code: 'other', reason: '' },
      moderator.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please give the author a reason');
    expect(await statusOf(rejected.id)).toBe('pending');
    const refused = await post(
      '/admin/moderation',
      { intent: 'reject', id: String(rejected.id), reason_code: 'duplicate', reason: '' },
      moderator.token,
    );
    expect(refused.headers.location).toBe('/admin/moderation?done=rejected#queue');
    expect(await statusOf(rejected.id)).toBe('rejected');
    // deciding again: someone already did
    const late = await post(
      '/admin/moderation',
      { intent: 'approve', id: String(rejected.id) },
      moderator.token,
    );
    expect(late.headers.location).toBe('/admin/moderation?done=conflict');
  });

  it('counts every waiting post and says when it shows only the oldest of them', async () => {
    const moderator = await buildUser(ctx.db, { role: 'admin' });
    const made: number[] = [];
    onTestFinished(async () => {
      // city 9's queue is shared with the other page tests: leave it as it was
      await ctx.db.deleteFrom('listings').where('id', 'in', made).execute();
    });
    for (let i = 0; i <= moderationLimits.queueShown; i++)
      made.push((await buildListing(ctx.db, 'product', 9, { status: 'pending' })).id);
    const waiting = await ctx.app.services.moderation.count({ cityId: 9, viewer: moderator });
    expect(waiting).toBeGreaterThan(moderationLimits.queueShown);
    for (const [lang, count, oldest] of [
      ['en', `${waiting} posts wait for review`, `Showing the ${moderationLimits.queueShown} oldest posts`],
      // Arabic's plural form depends on the number (106: منشورات تنتظر)
      ['ar', `${waiting} منشور`, `يُعرض أقدم ${moderationLimits.queueShown} منشور`],
    ] as const) {
      const res = await page('/admin/moderation', moderator.token, lang);
      expect(res.statusCode).toBe(200);
      // the console's own heading line (the header's badge says the same for every page)
      const head = res.body.split('class="moderation-head"')[1]?.split('</div>')[0] ?? '';
      expect(head).toContain(count);
      expect(res.body).toContain(oldest);
      expect(res.body.match(/class="card moderation-item/g)?.length ?? 0).toBeLessThanOrEqual(
        moderationLimits.queueShown,
      );
    }
  });

  it("shows the queue's length in the header to moderators only", async () => {
    const moderator = await buildUser(ctx.db, { role: 'admin' });
    const user = await buildUser(ctx.db);
    await buildListing(ctx.db, 'product', 9, { status: 'pending' });
    const count = await ctx.app.services.moderation.count({ cityId: 9, viewer: moderator });
    expect(count).toBeGreaterThan(0);
    const forModerator = await page('/Profile', moderator.token);
    expect(forModerator.body).toContain('href="/admin/moderation"');
    expect(forModerator.body).toMatch(new RegExp(`${count} posts? waits? for review`));
    for (const token of [user.token, undefined])
      expect((await page('/About', token)).body).not.toContain('href="/admin/moderation"');
  });
});

describe('/actions/report', () => {
  it('sends guests to log in and back; a reader is sent back to the post with the outcome', async () => {
    const target = await buildListing(ctx.db, 'product', 9);
    const back = `/Show-Product/${target.id}/x`;
    const guest = await post('/actions/report', {
      listingId: String(target.id),
      reason: 'spam',
      redirectTo: back,
    });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(`/Login?redirectTo=${encodeURIComponent(back)}`);

    const reader = await buildUser(ctx.db);
    const fields = {
      listingId: String(target.id),
      reason: 'scam',
      note: 'Wire transfer only',
      redirectTo: back,
    };
    const sent = await post('/actions/report', fields, reader.token);
    expect(sent.headers.location).toBe(`${back}?report=sent#report`);
    const again = await post('/actions/report', { ...fields, reason: 'sold' }, reader.token);
    expect(again.headers.location).toBe(`${back}?report=updated#report`);
    const own = await post('/actions/report', fields, await buildSession(ctx.db, target.owner_id));
    expect(own.headers.location).toBe(`${back}?report=own#report`);
    const invalid = await post('/actions/report', { ...fields, reason: '' }, reader.token);
    expect(invalid.headers.location).toBe(`${back}?report=invalid#report`);
    const control = await post('/actions/report', { ...fields, note: 'fake\u0000' }, reader.token);
    expect(control.headers.location).toBe(`${back}?report=noteControl#report`);
    const long = await post('/actions/report', { ...fields, note: 'x'.repeat(501) }, reader.token);
    expect(long.headers.location).toBe(`${back}?report=noteTooLong#report`);
    // a foreign return path never leaves the site
    const away = await post(
      '/actions/report',
      { ...fields, redirectTo: 'https://evil.example/' },
      reader.token,
    );
    expect(away.headers.location).toMatch(/^\/\?report=updated#report$/);
    const rows = await ctx.db
      .selectFrom('listing_reports')
      .selectAll()
      .where('listing_id', '=', target.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a business in the queue', () => {
  /** The owner's change of hours, which needs no review (PUT listings/:id/hours). */
  const changeHours = (id: number, token: string, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: api(`listings/${id}/hours`, 'en', 9),
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  /** The console's article of one post. */
  const itemOf = (body: string, id: number) => {
    const start = body.indexOf(`data-queue-item="${id}"`);
    expect(start, `post ${id} in the queue`).toBeGreaterThan(-1);
    return body.slice(start, body.indexOf('</article>', start));
  };
  const hours = {
    ...businessAttributeDefaults.hours,
    monday: { mode: 'open24' },
  };
  const eid = { from: '2027-03-10', to: '2027-03-12', label: 'Eid al-Fitr', mode: 'closed' };

  it('shows the hours as they are now when the owner changed them while it waits for review', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const owner = await buildUser(ctx.db);
    const business = await buildListing(ctx.db, 'business', 9, {
      ownerId: owner.id,
      status: 'pending',
      title: `Cedar Bakery ${uniqueTag()}`,
    });
    const before = itemOf((await page('/admin/moderation', moderator.token)).body, business.id);
    expect(before).toMatch(/Monday<\/th><td><bdi>9:00\sAM – 9:00\sPM<\/bdi>/);

    const changed = await changeHours(business.id, owner.token, { hours, special_hours: [eid] });
    expect(changed.statusCode, changed.body).toBe(200);
    const en = itemOf((await page('/admin/moderation', moderator.token)).body, business.id);
    expect(en).toContain('Opening hours, as they are now');
    expect(en).toMatch(/Monday<\/th><td><bdi>24 hours<\/bdi>/);
    expect(en).toContain('Eid al-Fitr');
    const ar = itemOf((await page('/admin/moderation', moderator.token, 'ar')).body, business.id);
    expect(ar).toContain('ساعات العمل كما هي الآن');
    expect(ar).toMatch(/الاثنين<\/th><td><bdi>24 ساعة<\/bdi>/);
    // a post of another kind has no hours
    const product = await buildListing(ctx.db, 'product', 9, { status: 'pending' });
    expect(itemOf((await page('/admin/moderation', moderator.token)).body, product.id)).not.toContain(
      'Opening hours',
    );
  });

  it("lists an edit's hours change among its changes, as days and periods rather than stored data", async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const owner = await buildUser(ctx.db);
    const business = await buildListing(ctx.db, 'business', 9, { ownerId: owner.id });
    // an edit sent it back to review: readers' version kept as the snapshot (listings.service update)
    const row = await ctx.db
      .selectFrom('listings')
      .select(['title', 'description', 'price', 'attributes'])
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    const photoIds = await ctx.db
      .selectFrom('photos')
      .select('id')
      .where('listing_id', '=', business.id)
      .orderBy('position')
      .execute();
    await ctx.db
      .updateTable('listings')
      .set({
        status: 'pending',
        published_snapshot: JSON.stringify({ ...row, photo_ids: photoIds.map((p) => p.id) }),
      })
      .where('id', '=', business.id)
      .execute();
    expect(itemOf((await page('/admin/moderation', moderator.token)).body, business.id)).not.toContain(
      'Changes since it was published',
    );

    const changed = await changeHours(business.id, owner.token, { hours, special_hours: [eid] });
    expect(changed.statusCode, changed.body).toBe(200);
    const en = itemOf((await page('/admin/moderation', moderator.token)).body, business.id);
    expect(en).toMatch(
      /<th scope="row">Opening hours<\/th><td dir="auto"><del>Monday: 9:00\sAM – 9:00\sPM<\/del><\/td><td dir="auto"><ins>Monday: 24 hours<\/ins>/,
    );
    expect(en).toMatch(
      /<th scope="row">Special hours<\/th><td dir="auto"><del>—<\/del><\/td><td dir="auto"><ins>Eid al-Fitr · Mar 10, 2027 – Mar 12, 2027: Closed<\/ins>/,
    );
    expect(en).not.toContain('&quot;mode&quot;');
    const ar = itemOf((await page('/admin/moderation', moderator.token, 'ar')).body, business.id);
    expect(ar).toMatch(/<th scope="row">ساعات العمل<\/th><td dir="auto"><del>الاثنين: /);
    expect(ar).toContain('<ins>الاثنين: 24 ساعة</ins>');

    // the API's queue carries the same change, as the stored hours (a client formats them itself)
    const queued = await ctx.app.inject({
      method: 'GET',
      url: api('moderation/listings', 'en', 9),
      headers: { authorization: `Bearer ${moderator.token}` },
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const review = (
      queued.json().data as Array<{ id: number; review: { diff: Array<Record<string, string>> } }>
    ).find((p) => p.id === business.id)?.review;
    const change = (field: string) => review?.diff.find((c) => c.field === field);
    expect(JSON.parse(change('attributes.hours')?.before ?? '')).toEqual(
      (row.attributes as { hours: unknown }).hours,
    );
    expect(JSON.parse(change('attributes.hours')?.after ?? '')).toEqual(hours);
    expect(JSON.parse(change('attributes.special_hours')?.after ?? '')).toEqual([eid]);
  });
});
