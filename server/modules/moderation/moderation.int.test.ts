import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { moderationLimits } from '#shared/moderation.ts';
import type { ModerationReview } from '#shared/moderation.schema.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import {
  buildCity,
  buildListing,
  buildListingReport,
  buildListingRequest,
  buildUser,
  withCallerPhotos,
  uniqueTag,
} from '../../test/factories.ts';
import { startTestSmtp } from '../../test/smtp.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let cityId: number;
const trustAfter = 2;
const kind = listingKinds[0];

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, TRUST_AFTER_APPROVALS: trustAfter });
  cityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = async (
  method: Method,
  path: string,
  options: { token?: string; body?: object; lang?: 'en' | 'ar' } = {},
) =>
  ctx.app.inject({
    method,
    url: api(path, options.lang ?? 'en', cityId),
    // a new post comes with the photos its kind needs, the author's own
    payload: method === 'POST' ? await withCallerPhotos(ctx.db, options.token, options.body) : options.body,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const listing = (overrides: Parameters<typeof buildListing>[3] = {}) =>
  buildListing(ctx.db, kind, cityId, overrides);
const rowOf = (id: number) =>
  ctx.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  ctx.db.selectFrom('moderation_audit').selectAll().where('listing_id', '=', id).orderBy('id').execute();
const report = (id: number, token: string, body: object = { reason: 'spam' }) =>
  call('POST', `listings/${id}/report`, { token, body });
const queue = async (token: string) => {
  const res = await call('GET', 'moderation/listings', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((p) => p.id);
};
/** What the API's queue says of one post beside the post itself (what the console shows). */
const reviewOf = async (token: string, id: number) => {
  const res = await call('GET', 'moderation/listings', { token });
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().data as Array<{ id: number; review: ModerationReview }>).find((p) => p.id === id);
  expect(item, `post ${id} in the queue`).toBeDefined();
  return item?.review as ModerationReview;
};
/** Runs the queued mail jobs (the worker's part) and answers what this address received. */
const mailsTo = async (email: string) => {
  await ctx.app.services.jobs.drain({ kinds: ['mail'] });
  return smtp.to(email);
};

describe('who may moderate', () => {
  it('refuses every moderator route to users (403) and guests (401), changing nothing', async () => {
    const user = await buildUser(ctx.db);
    const post = await listing({ status: 'pending' });
    const before = await rowOf(post.id);
    const routes: Array<[Method, string, object?]> = [
      ['GET', 'moderation/listings'],
      ['POST', `moderation/listings/${post.id}/approve`],
      ['POST', `moderation/listings/${post.id}/reject`, { reason: 'no' }],
      ['POST', `moderation/listings/${post.id}/restore`],
      ['POST', `moderation/listings/${post.id}/trust`],
      ['POST', `moderation/listings/${post.id}/untrust`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { token: user.token, body })).statusCode, path).toBe(403);
      expect((await call(method, path, { body })).statusCode, path).toBe(401);
    }
    expect(await rowOf(post.id)).toEqual(before);
    expect(await auditOf(post.id)).toEqual([]);
    const owner = await ctx.db
      .selectFrom('users')
      .select('trusted_at')
      .where('id', '=', post.owner_id)
      .executeTakeFirst();
    expect(owner?.trusted_at).toBeNull();
  });
});

describe('reports', () => {
  it('takes one report per reader and post, from signed-in readers of posts they can see, not their own', async () => {
    const author = await buildUser(ctx.db);
    const reader = await buildUser(ctx.db);
    const post = await listing({ ownerId: author.id });
    expect((await call('POST', `listings/${post.id}/report`, { body: { reason: 'spam' } })).statusCode).toBe(
      401,
    );
    const own = await report(post.id, author.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'LISTING_REPORT_OWN',
      message: 'You cannot report your own post.',
    });
    const ownAr = await call('POST', `listings/${post.id}/report`, {
      token: author.token,
      body: { reason: 'spam' },
      lang: 'ar',
    });
    expect(ownAr.json().message).toBe('لا يمكنك الإبلاغ عن منشورك.');
    // a post the reader cannot see (pending, another city) answers as missing
    const pending = await listing({ status: 'pending' });
    expect((await report(pending.id, reader.token)).statusCode).toBe(404);
    // the reason comes from the list; the note has a limit
    for (const body of [
      {},
      { reason: 'boring' },
      { reason: 'other', note: 'x'.repeat(501) },
      { reason: 'spam', status: 'x' },
    ])
      expect((await report(post.id, reader.token, body)).statusCode, JSON.stringify(body)).toBe(400);

    const first = await report(post.id, reader.token, { reason: 'scam', note: 'Asks for a wire transfer' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ reported: true, updated: false });
    const again = await report(post.id, reader.token, { reason: 'sold', note: '' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ reported: true, updated: true });
    const rows = await ctx.db
      .selectFrom('listing_reports')
      .selectAll()
      .where('listing_id', '=', post.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporter_id: reader.id, reason: 'sold', note: '' });
    expect((await rowOf(post.id)).status).toBe('published');
  });

  it('limits how many reports one user sends in an hour', async () => {
    const reader = await buildUser(ctx.db);
    const posts = await Promise.all(
      Array.from({ length: moderationLimits.reportsPerHour + 1 }, () => listing()),
    );
    for (const post of posts.slice(0, -1)) expect((await report(post.id, reader.token)).statusCode).toBe(201);
    const refused = await report(posts.at(-1)!.id, reader.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await ctx.db
        .selectFrom('listing_reports')
        .select('id')
        .where('listing_id', '=', posts.at(-1)!.id)
        .execute(),
    ).toEqual([]);
  });

  it('three distinct readers hide a published post on every read path; owner and moderators still see it; restore brings it back', async () => {
    const word = `zr${uniqueTag().replace(/[^a-z0-9]/g, '')}`;
    const author = await buildUser(ctx.db);
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const saver = await buildUser(ctx.db);
    const post = await listing({ ownerId: author.id, title: `${word} car seat` });
    const published = await rowOf(post.id);
    expect(
      (await call('POST', 'profile/save', { token: saver.token, body: { kind, id: post.id } })).statusCode,
    ).toBe(200);

    const readers = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
    // the same reader twice is one reporter
    await report(post.id, readers[0].token);
    await report(post.id, readers[0].token, { reason: 'scam' });
    await report(post.id, readers[1].token, { reason: 'offensive', note: 'Insults in the text' });
    expect((await rowOf(post.id)).status).toBe('published');
    expect(await queue(moderator.token)).toContain(post.id);

    const visibleTo = async (token?: string) => {
      const page = (await call('GET', `listings/${post.id}`, { token })).statusCode;
      const listed = (await call('GET', `listings?kind=${kind}&per_page=50`, { token })).json().data
        .items as Array<{ id: number }>;
      const found = (await call('GET', `search?q=${word}`, { token })).json().data.items as Array<{
        id: number;
      }>;
      return {
        page,
        listed: listed.some((i) => i.id === post.id),
        found: found.some((i) => i.id === post.id),
      };
    };
    const saved = async () =>
      (
        (await call('GET', `profile/favorite?kind=${kind}`, { token: saver.token })).json().data as Array<{
          id: number;
        }>
      ).map((c) => c.id);
    expect(await visibleTo()).toEqual({ page: 200, listed: true, found: true });
    expect(await saved()).toContain(post.id);

    expect((await report(post.id, readers[2].token, { reason: 'prohibited' })).statusCode).toBe(201);
    const hidden = await rowOf(post.id);
    expect(hidden).toMatchObject({ status: 'pending', hidden_at: expect.any(Date) });
    for (const token of [undefined, saver.token, readers[2].token])
      expect(await visibleTo(token)).toEqual({ page: 404, listed: false, found: false });
    expect(await saved()).not.toContain(post.id);
    // a hidden post takes no more reports (nobody else can see it)
    expect((await report(post.id, saver.token)).statusCode).toBe(404);
    // its owner and moderators still open it
    const ownView = await call('GET', `listings/${post.id}`, { token: author.token });
    expect(ownView.json().data).toMatchObject({ status: 'pending' });
    expect((await call('GET', `listings/${post.id}`, { token: moderator.token })).statusCode).toBe(200);
    const review = await reviewOf(moderator.token, post.id);
    expect(review).toMatchObject({ reason: 'hidden', author: { id: author.id, trusted: false } });
    expect(review.reports.map((r) => r.reason).sort()).toEqual(['offensive', 'prohibited', 'scam']);
    expect(await auditOf(post.id)).toEqual([
      expect.objectContaining({ action: 'report-hide', actor_id: null, author_id: author.id, reason: '3' }),
    ]);
    expect(review.audit).toEqual([
      { action: 'report-hide', actor: null, reason: '3', at: expect.any(String) },
    ]);

    const restored = await call('POST', `moderation/listings/${post.id}/restore`, { token: moderator.token });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await rowOf(post.id);
    expect(back).toMatchObject({ status: 'published', hidden_at: null });
    // published as it was: same date, same expiry
    expect(back.published_at).toEqual(published.published_at);
    expect(back.expires_at).toEqual(published.expires_at);
    expect(await visibleTo()).toEqual({ page: 200, listed: true, found: true });
    expect(
      await ctx.db.selectFrom('listing_reports').select('id').where('listing_id', '=', post.id).execute(),
    ).toEqual([]);
    expect(await queue(moderator.token)).not.toContain(post.id);
    const trail = await auditOf(post.id);
    expect(trail.map((a) => [a.action, a.actor_id])).toEqual([
      ['report-hide', null],
      ['restore', moderator.id],
    ]);
    // a restore of a post with nothing to restore is a conflict
    expect(
      (await call('POST', `moderation/listings/${post.id}/restore`, { token: moderator.token })).statusCode,
    ).toBe(409);
  });

  it('a moderator takes down a reported (still visible) post with a reason', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const post = await listing();
    const unreported = await listing();
    await buildListingReport(ctx.db, post.id, { reason: 'scam' });
    const res = await call('POST', `moderation/listings/${post.id}/reject`, {
      token: moderator.token,
      body: { reason_code: 'prohibited' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(post.id)).status).toBe('rejected');
    // a published post nobody reported is not for moderators to reject
    expect(
      (
        await call('POST', `moderation/listings/${unreported.id}/reject`, {
          token: moderator.token,
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('decisions', () => {
  it('writes an audit row with who and when for every decision, in the same transaction', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator', name: 'Mona Moderator' });
    const approved = await listing({ status: 'pending' });
    const rejected = await listing({ status: 'pending' });
    const started = Date.now();
    await call('POST', `moderation/listings/${approved.id}/approve`, { token: moderator.token });
    await call('POST', `moderation/listings/${rejected.id}/reject`, {
      token: moderator.token,
      body: { reason: 'Blurry photos' },
    });
    for (const [post, action, reason] of [
      [approved, 'approve', null],
      [rejected, 'reject', 'Blurry photos'],
    ] as const) {
      const [row] = await auditOf(post.id);
      expect(row).toMatchObject({ action, actor_id: moderator.id, author_id: post.owner_id, reason });
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
    // a refused decision writes nothing
    expect(
      (await call('POST', `moderation/listings/${approved.id}/approve`, { token: moderator.token }))
        .statusCode,
    ).toBe(409);
    expect(await auditOf(approved.id)).toHaveLength(1);
    // the console shows the trail with the moderator's name
    const author = await buildUser(ctx.db);
    const shown = await listing({ ownerId: author.id, status: 'pending' });
    await call('POST', `moderation/listings/${shown.id}/trust`, { token: moderator.token });
    const item = (await ctx.app.services.moderation.queue({ cityId, viewer: moderator })).find(
      (i) => i.listing.id === shown.id,
    );
    expect(item?.audit).toEqual([expect.objectContaining({ action: 'trust', actor: 'Mona Moderator' })]);
    expect(item?.author).toMatchObject({ trusted: true, approved: 0, rejected: 0 });
  });

  it(`trusts an author after ${trustAfter} approved posts; a trusted author's posts and edits publish at once`, async () => {
    const moderator = await buildUser(ctx.db, { role: 'admin' });
    const author = await buildUser(ctx.db);
    const trustedAt = async () =>
      (
        await ctx.db
          .selectFrom('users')
          .select('trusted_at')
          .where('id', '=', author.id)
          .executeTakeFirstOrThrow()
      ).trusted_at;
    const posts = [
      await listing({ ownerId: author.id, status: 'pending' }),
      await listing({ ownerId: author.id, status: 'pending' }),
    ];
    await call('POST', `moderation/listings/${posts[0].id}/approve`, { token: moderator.token });
    expect(await trustedAt()).toBeNull();
    await call('POST', `moderation/listings/${posts[1].id}/approve`, { token: moderator.token });
    expect(await trustedAt()).toBeInstanceOf(Date);
    expect((await auditOf(posts[1].id)).map((a) => [a.action, a.actor_id, a.reason])).toEqual([
      ['approve', moderator.id, null],
      ['trust', null, String(trustAfter)],
    ]);
    const created = await call('POST', 'listings', {
      token: author.token,
      body: await buildListingRequest(ctx.db, kind, cityId),
    });
    expect(created.json().data.status).toBe('published');

    // by hand: untrust sends the next post to review again, trust publishes it at once
    await call('POST', `moderation/listings/${posts[0].id}/untrust`, { token: moderator.token });
    expect(await trustedAt()).toBeNull();
    const reviewed = await call('POST', 'listings', {
      token: author.token,
      body: await buildListingRequest(ctx.db, kind, cityId),
    });
    expect(reviewed.json().data.status).toBe('pending');
    const trust = await call('POST', `moderation/listings/${posts[0].id}/trust`, { token: moderator.token });
    expect(trust.json().data).toEqual({ author_id: author.id, trusted: true, changed: true });
    expect(
      (await call('POST', `moderation/listings/${posts[0].id}/trust`, { token: moderator.token })).json().data
        .changed,
    ).toBe(false);
    expect((await auditOf(posts[0].id)).map((a) => a.action)).toEqual(['approve', 'untrust', 'trust']);
  });

  it('keeps what was published when an edit goes back to review, shows the diff, and clears it on approve', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const author = await buildUser(ctx.db);
    const post = await listing({ ownerId: author.id, title: `Stroller ${uniqueTag()}`, price: 75 });
    const before = await rowOf(post.id);
    const photoIds = (
      await ctx.db
        .selectFrom('photos')
        .select('id')
        .where('listing_id', '=', post.id)
        .orderBy('position')
        .execute()
    ).map((p) => p.id);
    const body = {
      title: `${before.title} like new`,
      description: before.description,
      price: '٩٠',
      attributes: { ...before.attributes, color: 'Blue' },
    };
    const edit = await call('PUT', `listings/${post.id}`, { token: author.token, body });
    expect(edit.statusCode, edit.body).toBe(200);
    const pending = await rowOf(post.id);
    expect(pending.status).toBe('pending');
    expect(pending.published_snapshot).toEqual({
      title: before.title,
      description: before.description,
      price: '75.00',
      attributes: before.attributes,
      photo_ids: photoIds,
    });
    const review = await reviewOf(moderator.token, post.id);
    expect(review.reason).toBe('edit');
    expect(review.author).toMatchObject({ id: author.id, approved: 0, rejected: 0 });
    expect(review.diff).toEqual([
      { field: 'title', before: before.title, after: body.title },
      { field: 'price', before: '75', after: '90' },
      { field: 'attributes.color', before: 'Grey', after: 'Blue' },
    ]);
    // a second edit while pending keeps the published version to compare with
    await call('PUT', `listings/${post.id}`, { token: author.token, body: { ...body, price: 95 } });
    expect((await rowOf(post.id)).published_snapshot).toMatchObject({ price: '75.00' });

    await call('POST', `moderation/listings/${post.id}/approve`, { token: moderator.token });
    expect(await rowOf(post.id)).toMatchObject({
      status: 'published',
      published_snapshot: null,
      title: body.title,
    });
  });
});

describe("the author's mail", () => {
  it('is queued with the decision (not sent in the request) and sent by the worker in the author’s language', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator', lang: 'en' });
    const arabic = await buildUser(ctx.db, { lang: 'ar' });
    const english = await buildUser(ctx.db, { lang: 'en' });
    const approved = await listing({
      ownerId: arabic.id,
      status: 'pending',
      title: `عربة أطفال ${uniqueTag()}`,
    });
    const rejected = await listing({ ownerId: english.id, status: 'pending', title: `Crib ${uniqueTag()}` });
    const rejectedAr = await listing({ ownerId: arabic.id, status: 'pending', title: `سرير ${uniqueTag()}` });

    await call('POST', `moderation/listings/${approved.id}/approve`, { token: moderator.token });
    await call('POST', `moderation/listings/${rejected.id}/reject`, {
      token: moderator.token,
      body: { reason_code: 'missing-photos', reason: 'Please add a photo of the label.' },
    });
    // the moderator works in English; the Arabic author reads the common reason in Arabic
    await call('POST', `moderation/listings/${rejectedAr.id}/reject`, {
      token: moderator.token,
      body: { reason_code: 'wrong-category' },
    });
    const queued = await ctx.db
      .selectFrom('jobs')
      .select(['state', sql<string>`payload->>'to'`.as('to')])
      .where(sql<string>`payload->>'to'`, 'in', [arabic.email, english.email])
      .execute();
    expect(queued).toEqual(
      expect.arrayContaining([
        { state: 'queued', to: arabic.email },
        { state: 'queued', to: english.email },
      ]),
    );
    expect(smtp.to(arabic.email)).toEqual([]);

    const toArabic = await mailsTo(arabic.email);
    expect(toArabic).toHaveLength(2);
    const approvedMail = toArabic.find((m) => m.subject.includes(approved.title));
    expect(approvedMail?.subject).toBe(`نُشر منشورك «${approved.title}»`);
    expect(approvedMail?.html).toContain('dir="rtl"');
    const show = listingKindDefinition(kind).paths.show;
    expect(approvedMail?.text).toContain(`${ctx.config.PUBLIC_URL}${show}/${approved.id}/`);
    const rejectedArMail = toArabic.find((m) => m.subject.includes(rejectedAr.title));
    expect(rejectedArMail?.text).toContain('السبب: فئة خاطئة');

    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish.subject).toBe(`Your post “${rejected.title}” was not approved`);
    expect(toEnglish.text).toContain('Reason: Missing or unclear photos — Please add a photo of the label.');
    expect(toEnglish.text).toContain(`${ctx.config.PUBLIC_URL}${listingKindDefinition(kind).paths.mine}`);
    // the author's posts keep the common reason as its code (each page says it in its own
    // language) apart from the moderator's words (none here)
    const own = await call('GET', `profile/posts?kind=${kind}`, { token: arabic.token });
    expect(own.json().data.find((p: { id: number }) => p.id === rejectedAr.id)).toMatchObject({
      status: 'rejected',
      rejection_code: 'wrong-category',
      rejection_reason: null,
    });
  });

  it('is not queued when the decision fails', async () => {
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const author = await buildUser(ctx.db);
    const post = await listing({ ownerId: author.id, status: 'pending' });
    // another moderator decided first: the second approve is refused and mails nobody twice
    await call('POST', `moderation/listings/${post.id}/approve`, { token: moderator.token });
    await call('POST', `moderation/listings/${post.id}/approve`, { token: moderator.token });
    await call('POST', `moderation/listings/${post.id}/reject`, {
      token: moderator.token,
      body: { reason: 'late' },
    });
    expect(await mailsTo(author.email)).toHaveLength(1);
  });
});
