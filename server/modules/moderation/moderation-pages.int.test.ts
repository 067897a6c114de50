import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { moderationLimits } from '../../../shared/moderation.ts';
import { buildListing, buildSession, buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/app.ts';
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
