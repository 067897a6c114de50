import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lifetimeDaysOf, minPhotosOf } from '#shared/listings/definition.ts';
import { type ListingKind, listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { listingsRepository } from './listings.repository.ts';
import {
  buildBlogPost,
  buildCity,
  buildListing,
  buildListingRequest,
  buildUser,
  countListingsOwnedBy,
  uniqueTag,
  withCallerPhotos,
} from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
/** Cities of their own for the list tests, so no other test's posts show in their pages. */
let listCity: number;
let filterCity: number;
const postsPerDay = 3;

beforeAll(async () => {
  ctx = await buildTestApp({ LISTING_POSTS_PER_DAY: postsPerDay });
  // every city before the first request: the API caches the list of cities for a minute
  cityId = (await buildCity(ctx.db)).id;
  listCity = (await buildCity(ctx.db)).id;
  filterCity = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  path: string,
  options: { token?: string; body?: object; lang?: 'en' | 'ar'; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method,
    url: api(path, options.lang ?? 'en', cityId),
    // a kind whose photos come in groups (business) posts with the caller's own photos
    payload: method === 'POST' ? await withCallerPhotos(ctx.db, options.token, options.body) : options.body,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });

/** The whole stored row, to prove a refused request changed nothing. */
const rowOf = (id: number) =>
  ctx.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
const countOwned = (ownerId: number) => countListingsOwnedBy(ctx.db, ownerId);
/** Waits (up to 10 s) until `n` sessions of this database wait for a lock. */
async function waitForLockWaiters(n: number) {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`.execute(ctx.db);
      expect(rows[0].waiting, 'sessions waiting for the lock').toBeGreaterThanOrEqual(n);
    },
    { timeout: 10_000, interval: 10 },
  );
}

const listIds = async (kind: ListingKind, query = '') => {
  const res = await call('GET', `listings?kind=${kind}&per_page=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ id: number }>).map((i) => i.id);
};

describe.each(listingKinds.map((kind) => [kind] as const))('%s listings', (kind) => {
  const endStatus = listingKindDefinition(kind).endStatus;
  const newRequest = (overrides = {}) => buildListingRequest(ctx.db, kind, cityId, overrides);
  const listing = (overrides: Parameters<typeof buildListing>[3] = {}) =>
    buildListing(ctx.db, kind, cityId, overrides);

  describe('posting', () => {
    it('needs a signed-in author with a verified e-mail; the post waits for approval', async () => {
      const body = await newRequest();
      expect((await call('POST', 'listings', { body })).statusCode).toBe(401);

      const unverified = await buildUser(ctx.db, { verified: false });
      const refused = await call('POST', 'listings', { token: unverified.token, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect(await countOwned(unverified.id)).toBe(0);

      const author = await buildUser(ctx.db);
      const res = await call('POST', 'listings', { token: author.token, body });
      expect(res.statusCode, res.body).toBe(201);
      const post = res.json().data;
      expect(post).toMatchObject({ kind, status: 'pending', is_owner: true, title: body.title, price: 120 });
      expect(post.url).toMatch(new RegExp(`^${listingKindDefinition(kind).paths.show}/${post.id}/`));
      expect(await rowOf(post.id)).toMatchObject({
        owner_id: author.id,
        status: 'pending',
        published_at: null,
      });
    });

    it('publishes at once for a trusted author', async () => {
      const author = await buildUser(ctx.db);
      await ctx.db.updateTable('users').set({ trusted_at: new Date() }).where('id', '=', author.id).execute();
      const res = await call('POST', 'listings', { token: author.token, body: await newRequest() });
      expect(res.json().data.status).toBe('published');
      expect(await listIds(kind)).toContain(res.json().data.id);
    });

    it('refuses status, owner and any unknown field in the body (400) and creates nothing', async () => {
      const author = await buildUser(ctx.db);
      const victim = await buildUser(ctx.db);
      const base = await newRequest();
      for (const extra of [
        { status: 'published' },
        { owner_id: victim.id },
        { published_at: new Date().toISOString() },
        { attributes: { ...base.attributes, status: 'published' } },
      ]) {
        const res = await call('POST', 'listings', { token: author.token, body: { ...base, ...extra } });
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await countOwned(author.id)).toBe(0);
      expect(await countOwned(victim.id)).toBe(0);
    });

    it("checks the kind's own fields and answers with translated field messages", async () => {
      const author = await buildUser(ctx.db);
      const res = await call('POST', 'listings', {
        token: author.token,
        body: { ...(await newRequest()), attributes: {}, title: '  ' },
        lang: 'ar',
      });
      expect(res.statusCode).toBe(400);
      const issues = res.json().issues as Array<{ path: string; message: string }>;
      expect(issues.map((i) => i.path)).toContain('title');
      expect(issues.find((i) => i.path === 'title')?.message).toBe('العنوان مطلوب');
      expect(await countOwned(author.id)).toBe(0);
      // Arabic-Indic digits and separators in the price are read as a number
      const ok = await call('POST', 'listings', {
        token: author.token,
        body: await newRequest({ price: '١٬٢٠٠٫٥٠' }),
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.price).toBe(1200.5);
      // separators out of place, and a phone number of two digits, are refused, not guessed at
      for (const price of ['12,5,00', '١٢٬٥٬٠٠']) {
        const typo = await call('POST', 'listings', {
          token: author.token,
          body: await newRequest({ price }),
          lang: 'ar',
        });
        expect(typo.statusCode, price).toBe(400);
        expect(typo.json().issues).toContainEqual(expect.objectContaining({ path: 'price' }));
      }
    });

    it("needs the photos its kind asks for ('Image is required'), on a new post and on an edit", async () => {
      const definition = listingKindDefinition(kind);
      const author = await buildUser(ctx.db);
      const body = await newRequest();
      const needed = definition.photoGroups ? 0 : minPhotosOf(definition, body.attributes);
      if (needed === 0) {
        // photos optional (a job) or counted per group (a business, its own tests): none is fine here
        const res = await call('POST', 'listings', { token: author.token, body: { ...body, photo_ids: [] } });
        expect(res.statusCode, res.body).toBe(definition.photoGroups ? 400 : 201);
        return;
      }
      for (const [lang, message] of [
        ['en', 'Image is required'],
        ['ar', 'الصورة مطلوبة'],
      ] as const) {
        const res = await call('POST', 'listings', {
          token: author.token,
          body: { ...body, photo_ids: [] },
          lang,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().issues).toContainEqual({
          path: 'photo_ids',
          code: 'posting.validation.imageRequired',
          message,
        });
      }
      expect(await countOwned(author.id)).toBe(0);

      // an edit may leave its photos out (they stay) but not take the last one away
      const post = await listing({ ownerId: author.id });
      const before = await rowOf(post.id);
      const { kind: _kind, ...edit } = body;
      const emptied = await call('PUT', `listings/${post.id}`, {
        token: author.token,
        body: { ...edit, photo_ids: [] },
      });
      expect(emptied.statusCode, emptied.body).toBe(400);
      expect(await rowOf(post.id)).toEqual(before);
      const kept = await call('PUT', `listings/${post.id}`, { token: author.token, body: edit });
      expect(kept.statusCode, kept.body).toBe(200);
    });

    it('creates one post for a retried request with the same idempotency key, even when both race', async () => {
      const author = await buildUser(ctx.db);
      const body = await newRequest();
      const key = `form-${uniqueTag()}`;
      const first = await call('POST', 'listings', {
        token: author.token,
        body,
        headers: { 'idempotency-key': key },
      });
      const again = await call('POST', 'listings', {
        token: author.token,
        body,
        headers: { 'idempotency-key': key },
      });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(first.json().data.id);

      // a double-submitted form (key in the body), both requests in flight at once
      const raceBody = { ...(await newRequest()), idempotency_key: `form-${uniqueTag()}` };
      const [a, b] = await Promise.all([
        call('POST', 'listings', { token: author.token, body: raceBody }),
        call('POST', 'listings', { token: author.token, body: raceBody }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().data.id).toBe(b.json().data.id);
      expect(await countOwned(author.id)).toBe(2);
    });

    it('refuses the same title and price from the same author within 48 hours, with a clear message', async () => {
      const author = await buildUser(ctx.db);
      const body = await newRequest();
      expect((await call('POST', 'listings', { token: author.token, body })).statusCode).toBe(201);
      const twice = await call('POST', 'listings', {
        token: author.token,
        body: { ...body, title: body.title.toUpperCase() },
        lang: 'ar',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'LISTING_DUPLICATE',
        message: expect.stringContaining('48'),
      });
      expect(await countOwned(author.id)).toBe(1);
      // another price, another author, or an old post are not duplicates
      expect(
        (await call('POST', 'listings', { token: author.token, body: { ...body, price: 99 } })).statusCode,
      ).toBe(201);
      const someoneElse = await buildUser(ctx.db);
      expect((await call('POST', 'listings', { token: someoneElse.token, body })).statusCode).toBe(201);
      const veteran = await buildUser(ctx.db);
      await listing({
        ownerId: veteran.id,
        title: body.title,
        price: 120,
        createdAt: new Date(Date.now() - 49 * 3_600_000),
      });
      expect((await call('POST', 'listings', { token: veteran.token, body })).statusCode).toBe(201);
    });

    it("serialises one author's racing submissions: the same post twice at once makes one post", async () => {
      const author = await buildUser(ctx.db);
      const body = await newRequest();
      // hold inserts until both requests are inside their checks, so they truly overlap
      const [first, second] = await ctx.db.transaction().execute(async (trx) => {
        await sql`lock table listings in share row exclusive mode`.execute(trx);
        const requests = [
          call('POST', 'listings', { token: author.token, body }),
          call('POST', 'listings', { token: author.token, body }),
        ];
        await waitForLockWaiters(2);
        return requests;
      });
      const codes = [(await first).statusCode, (await second).statusCode].sort();
      expect(codes).toEqual([201, 409]);
      expect(await countOwned(author.id)).toBe(1);
    });

    it(`limits an author to ${postsPerDay} posts in 24 hours (429 with Retry-After); older posts do not count`, async () => {
      const author = await buildUser(ctx.db);
      for (let i = 0; i < postsPerDay; i++)
        expect(
          (await call('POST', 'listings', { token: author.token, body: await newRequest() })).statusCode,
        ).toBe(201);
      const over = await call('POST', 'listings', { token: author.token, body: await newRequest() });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countOwned(author.id)).toBe(postsPerDay);

      const regular = await buildUser(ctx.db);
      for (let i = 0; i < postsPerDay; i++)
        await listing({ ownerId: regular.id, createdAt: new Date(Date.now() - 25 * 3_600_000) });
      expect(
        (await call('POST', 'listings', { token: regular.token, body: await newRequest() })).statusCode,
      ).toBe(201);
    });
  });

  describe('moderation', () => {
    it("a moderator approves a pending post: published for the kind's lifetime", async () => {
      const moderator = await buildUser(ctx.db, { role: 'moderator' });
      const post = await listing({ status: 'pending' });
      const queue = await call('GET', 'moderation/listings', { token: moderator.token });
      expect(queue.json().data.map((p: { id: number }) => p.id)).toContain(post.id);
      const res = await call('POST', `moderation/listings/${post.id}/approve`, { token: moderator.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe('published');
      const row = await rowOf(post.id);
      // LISTING_TTL_DAYS, or no expiry for a kind that never runs out (listing-lifetime.int.test.ts)
      const days = row?.expires_at
        ? Math.round((row.expires_at.getTime() - (row.published_at?.getTime() ?? 0)) / 60_000) / 1440
        : null;
      expect(days).toBe(lifetimeDaysOf(listingKindDefinition(kind), ctx.config.LISTING_TTL_DAYS));
      expect(await listIds(kind)).toContain(post.id);
      // only pending posts are decided
      expect(
        (await call('POST', `moderation/listings/${post.id}/approve`, { token: moderator.token })).statusCode,
      ).toBe(409);
    });

    it('a rejected post shows its reason to its author only', async () => {
      const admin = await buildUser(ctx.db, { role: 'admin' });
      const author = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id, status: 'pending' });
      const res = await call('POST', `moderation/listings/${post.id}/reject`, {
        token: admin.token,
        body: { reason: 'The photo shows another item' },
      });
      expect(res.json().data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The photo shows another item',
      });
      const own = await call('GET', `profile/posts?kind=${kind}`, { token: author.token });
      expect(own.json().data.find((p: { id: number }) => p.id === post.id)).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The photo shows another item',
      });
      const stranger = await buildUser(ctx.db);
      expect((await call('GET', `listings/${post.id}`, { token: stranger.token })).statusCode).toBe(404);
      // a reason is required
      const other = await listing({ status: 'pending' });
      expect(
        (await call('POST', `moderation/listings/${other.id}/reject`, { token: admin.token, body: {} }))
          .statusCode,
      ).toBe(400);
      expect((await rowOf(other.id))?.status).toBe('pending');
    });

    it('refuses moderator routes to users (403) and guests (401), changing nothing', async () => {
      const user = await buildUser(ctx.db);
      const post = await listing({ status: 'pending' });
      const before = await rowOf(post.id);
      for (const token of [user.token, undefined]) {
        const status = token ? 403 : 401;
        expect((await call('GET', 'moderation/listings', { token })).statusCode).toBe(status);
        expect((await call('POST', `moderation/listings/${post.id}/approve`, { token })).statusCode).toBe(
          status,
        );
        expect(
          (await call('POST', `moderation/listings/${post.id}/reject`, { token, body: { reason: 'no' } }))
            .statusCode,
        ).toBe(status);
      }
      expect(await rowOf(post.id)).toEqual(before);
    });
  });

  describe("the owner's actions", () => {
    it('an edit of a published post goes back to review, unless the author is trusted', async () => {
      const author = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id });
      const body = await newRequest({ title: `Edited ${uniqueTag()}` });
      const { kind: _kind, ...edit } = body;
      const res = await call('PUT', `listings/${post.id}`, { token: author.token, body: edit });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'pending', title: edit.title });
      expect(await listIds(kind)).not.toContain(post.id);

      const trusted = await buildUser(ctx.db);
      await ctx.db
        .updateTable('users')
        .set({ trusted_at: new Date() })
        .where('id', '=', trusted.id)
        .execute();
      const kept = await listing({ ownerId: trusted.id });
      const trustedEdit = await call('PUT', `listings/${kept.id}`, { token: trusted.token, body: edit });
      expect(trustedEdit.json().data).toMatchObject({ status: 'published', title: edit.title });
    });

    it('an edited rejected post goes back to review without its old reason; status in an edit is refused', async () => {
      const author = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id, status: 'rejected' });
      const { kind: _kind, ...edit } = await newRequest();
      const sneaky = await call('PUT', `listings/${post.id}`, {
        token: author.token,
        body: { ...edit, status: 'published' },
      });
      expect(sneaky.statusCode).toBe(400);
      expect((await rowOf(post.id))?.status).toBe('rejected');
      const res = await call('PUT', `listings/${post.id}`, { token: author.token, body: edit });
      expect(res.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
    });

    it(`marks a published post ${endStatus}: its page stays (no longer available), the lists drop it`, async () => {
      const author = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id });
      const res = await call('POST', `listings/${post.id}/close`, { token: author.token });
      expect(res.json().data).toMatchObject({ status: endStatus, available: false });
      const page = await call('GET', `listings/${post.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({ status: endStatus, available: false });
      expect(await listIds(kind)).not.toContain(post.id);
      // a pending post cannot be sold
      const pending = await listing({ ownerId: author.id, status: 'pending' });
      expect((await call('POST', `listings/${pending.id}/close`, { token: author.token })).statusCode).toBe(
        409,
      );
      expect((await rowOf(pending.id))?.status).toBe('pending');
    });

    it('deletes a post of any status, and every saved copy of it', async () => {
      const author = await buildUser(ctx.db);
      const fan = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id });
      expect(
        (await call('POST', 'profile/save', { token: fan.token, body: { kind, id: post.id } })).statusCode,
      ).toBe(200);
      const res = await call('DELETE', `listings/${post.id}`, { token: author.token });
      expect(res.json().data).toEqual({ id: post.id, deleted: true });
      expect(await rowOf(post.id)).toBeUndefined();
      expect((await call('GET', `listings/${post.id}`)).statusCode).toBe(404);
      const saved = await ctx.db
        .selectFrom('favorites')
        .select('item_id')
        .where('user_id', '=', fan.id)
        .execute();
      expect(saved).toEqual([]);
    });

    it("refuses another user's edit, sale, renewal and deletion, leaving the post unchanged", async () => {
      const author = await buildUser(ctx.db);
      const intruder = await buildUser(ctx.db);
      const moderator = await buildUser(ctx.db, { role: 'moderator' });
      const { kind: _kind, ...edit } = await newRequest();
      for (const status of ['published', 'pending', 'expired'] as const) {
        const post = await listing({ ownerId: author.id, status });
        const before = await rowOf(post.id);
        for (const token of [intruder.token, moderator.token]) {
          const attempts = [
            await call('PUT', `listings/${post.id}`, { token, body: edit }),
            await call('POST', `listings/${post.id}/close`, { token }),
            await call('POST', `listings/${post.id}/renew`, { token }),
            await call('DELETE', `listings/${post.id}`, { token }),
          ];
          // 403 when the post is public, 404 when the caller cannot even see it
          for (const res of attempts) expect([403, 404]).toContain(res.statusCode);
        }
        expect(await rowOf(post.id)).toEqual(before);
      }
    });
    it("the repository's owner-scoped writes also refuse another owner (a second lock on the door)", async () => {
      const repo = listingsRepository(ctx.db);
      const author = await buildUser(ctx.db);
      const intruder = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id });
      const before = await rowOf(post.id);
      const values = {
        title: 'Taken',
        description: '',
        price: 1,
        slug: 'taken',
        attributes: {},
        anonymous: false,
      };
      expect(
        await repo.updateOwned({
          id: post.id,
          ownerId: intruder.id,
          from: 'published',
          to: 'published',
          values,
        }),
      ).toBe(false);
      expect(
        await repo.moveStatus({
          id: post.id,
          ownerId: intruder.id,
          from: 'published',
          to: endStatus,
          lifetimeDays: 30,
        }),
      ).toBe(false);
      expect(await repo.deleteOwned({ id: post.id, ownerId: intruder.id })).toBe(false);
      expect(await rowOf(post.id)).toEqual(before);
    });
  });

  describe('visibility on every read path', () => {
    it('lists, pages and saved lists show each status only to whom it may', async () => {
      const author = await buildUser(ctx.db);
      const stranger = await buildUser(ctx.db);
      const moderator = await buildUser(ctx.db, { role: 'moderator' });
      const posts = {
        published: await listing({ ownerId: author.id }),
        pending: await listing({ ownerId: author.id, status: 'pending' }),
        rejected: await listing({ ownerId: author.id, status: 'rejected' }),
        sold: await listing({ ownerId: author.id, status: endStatus }),
        expired: await listing({ ownerId: author.id, expiresAt: new Date(Date.now() - 1000) }),
      };
      const ids = Object.values(posts).map((p) => p.id);

      // public list: published only
      const listed = await listIds(kind);
      expect(ids.filter((id) => listed.includes(id))).toEqual([posts.published.id]);

      // pages: ended posts for everyone; pending and rejected for owner and moderators only
      const pageStatus = async (id: number, token?: string) =>
        (await call('GET', `listings/${id}`, { token })).statusCode;
      for (const token of [undefined, stranger.token]) {
        expect(await pageStatus(posts.published.id, token)).toBe(200);
        expect(await pageStatus(posts.sold.id, token)).toBe(200);
        expect(await pageStatus(posts.expired.id, token)).toBe(200);
        expect(await pageStatus(posts.pending.id, token)).toBe(404);
        expect(await pageStatus(posts.rejected.id, token)).toBe(404);
      }
      for (const token of [author.token, moderator.token])
        for (const id of ids) expect(await pageStatus(id, token)).toBe(200);

      // own posts: every status, to the owner only
      const own = await call('GET', `profile/posts?kind=${kind}`, { token: author.token });
      expect(
        own
          .json()
          .data.map((p: { id: number }) => p.id)
          .sort(),
      ).toEqual([...ids].sort());
      const strangers = await call('GET', `profile/posts?kind=${kind}`, { token: stranger.token });
      expect(strangers.json().data).toEqual([]);

      // favourites: only a listed post can be saved
      for (const [status, post] of Object.entries(posts)) {
        const res = await call('POST', 'profile/save', {
          token: stranger.token,
          body: { kind, id: post.id },
        });
        expect(res.statusCode, status).toBe(status === 'published' ? 200 : 404);
      }
      // …and a saved post that expires leaves the saved list
      const saved = async () =>
        (await call('GET', `profile/favorite?kind=${kind}`, { token: stranger.token }))
          .json()
          .data.map((c: { id: number }) => c.id);
      expect(await saved()).toEqual([posts.published.id]);
      await ctx.db
        .updateTable('listings')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', posts.published.id)
        .execute();
      expect(await saved()).toEqual([]);
    });

    it('search finds listed posts only, by kind, Arabic-aware', async () => {
      const word = `zq${uniqueTag().replace(/[^a-z0-9]/g, '')}`;
      const author = await buildUser(ctx.db);
      const posts = {
        published: await listing({ ownerId: author.id, title: `${word} stroller` }),
        pending: await listing({ ownerId: author.id, status: 'pending', title: `${word} pending` }),
        rejected: await listing({ ownerId: author.id, status: 'rejected', title: `${word} rejected` }),
        sold: await listing({ ownerId: author.id, status: endStatus, title: `${word} sold` }),
        expired: await listing({
          ownerId: author.id,
          expiresAt: new Date(Date.now() - 1000),
          title: `${word} old`,
        }),
      };
      const hits = async (query: string, token?: string) => {
        const res = await call('GET', `search?${query}`, { token });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.items as Array<{ id: number; type: string; url: string }>;
      };
      // other tests' words look alike to the trigram match: only this test's posts are compared
      const ours = new Set(Object.values(posts).map((p) => p.id));
      const ourHits = async (query: string, token?: string) =>
        (await hits(query, token)).filter((h) => ours.has(h.id));
      for (const token of [undefined, author.token]) {
        const found = await ourHits(`q=${word}`, token);
        expect(found.map((h) => h.id)).toEqual([posts.published.id]);
        expect(found[0]).toMatchObject({
          type: kind,
          url: expect.stringContaining(`/${posts.published.id}/`),
        });
      }
      expect((await ourHits(`q=${word}&type=${kind}`)).map((h) => h.id)).toEqual([posts.published.id]);
      expect(await ourHits(`q=${word}&type=blogs`)).toEqual([]);
      // ة and ه, with and without diacritics, find each other as in the content search
      const arabic = await listing({ title: `عربة أطفال ${word}` });
      expect((await hits(`q=${encodeURIComponent(`عربه ${word}`)}`)).map((h) => h.id)).toContain(arabic.id);
    });

    it('deleting the account deletes its posts: gone from the list, search and the API', async () => {
      const word = `zd${uniqueTag().replace(/[^a-z0-9]/g, '')}`;
      const author = await buildUser(ctx.db);
      const post = await listing({ ownerId: author.id, title: `${word} lamp` });
      expect(await listIds(kind)).toContain(post.id);
      const res = await call('POST', 'profile/delete', {
        token: author.token,
        body: { password: author.password, confirm: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(post.id)).toBeUndefined();
      expect(await listIds(kind)).not.toContain(post.id);
      expect((await call('GET', `listings/${post.id}`)).statusCode).toBe(404);
      const found = (await call('GET', `search?q=${word}`)).json().data.items as Array<{ id: number }>;
      expect(found.map((h) => h.id)).not.toContain(post.id);
    });

    it('moves the content version (cached pages) when what guests see changes, not for pending posts', async () => {
      const version = async () =>
        Number(
          (await ctx.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version,
        );
      const moderator = await buildUser(ctx.db, { role: 'moderator' });
      const author = await buildUser(ctx.db);
      const body = await newRequest(); // makes categories, which are content themselves
      const start = await version();
      const created = await call('POST', 'listings', { token: author.token, body });
      expect(created.statusCode).toBe(201);
      expect(await version()).toBe(start);
      const id = created.json().data.id;
      await call('POST', `moderation/listings/${id}/approve`, { token: moderator.token });
      const approved = await version();
      expect(approved).toBeGreaterThan(start);
      await call('POST', `listings/${id}/close`, { token: author.token });
      expect(await version()).toBeGreaterThan(approved);
    });

    it("another city's post is not found through this city", async () => {
      const otherCity = (await buildCity(ctx.db)).id;
      const post = await buildListing(ctx.db, kind, otherCity);
      const res = await call('GET', `listings/${post.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LISTING_NOT_FOUND');
    });
  });

  describe('the public list', () => {
    it('pages newest first by keyset and filters by price', async () => {
      const city = listCity;
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      const a = await buildListing(ctx.db, kind, city, { price: 10, publishedAt: at(3) });
      const b = await buildListing(ctx.db, kind, city, { price: 20, publishedAt: at(2) });
      const c = await buildListing(ctx.db, kind, city, { price: 30, publishedAt: at(1) });
      const page = (query: string) =>
        ctx.app.inject({ method: 'GET', url: api(`listings?kind=${kind}&${query}`, 'en', city) });
      const first = (await page('per_page=2')).json().data;
      expect(first.items.map((i: { id: number }) => i.id)).toEqual([c.id, b.id]);
      const second = (await page(`per_page=2&cursor=${first.next_cursor}`)).json().data;
      expect(second).toEqual({ items: [expect.objectContaining({ id: a.id })], next_cursor: null });
      const cheap = (await page('price_max=٢٠')).json().data.items.map((i: { id: number }) => i.id);
      expect(cheap).toEqual([b.id, a.id]);
      expect((await page('no_such_filter=1')).statusCode).toBe(400);
      expect((await page('cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
    });
  });
});

/** The kinds whose posts run out after LISTING_TTL_DAYS (a business never does: listing-lifetime.int.test.ts). */
const expiringKinds = listingKinds.filter((kind) => listingKindDefinition(kind).expires !== false);

describe.each(expiringKinds.map((kind) => [kind] as const))('%s listings that run out', (kind) => {
  it('an expired post keeps its page, leaves the lists, and its owner renews it', async () => {
    const author = await buildUser(ctx.db);
    const post = await buildListing(ctx.db, kind, cityId, {
      ownerId: author.id,
      publishedAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const page = await call('GET', `listings/${post.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ status: 'expired', available: false });
    expect(await listIds(kind)).not.toContain(post.id);
    const renewed = await call('POST', `listings/${post.id}/renew`, { token: author.token });
    expect(renewed.json().data).toMatchObject({ status: 'published', available: true });
    expect(await listIds(kind)).toContain(post.id);
    // a live post has nothing to renew
    expect((await call('POST', `listings/${post.id}/renew`, { token: author.token })).statusCode).toBe(409);
  });
});

describe('product listings', () => {
  it('refuses a sub-category that is not under the main category', async () => {
    const author = await buildUser(ctx.db);
    const body = await buildListingRequest(ctx.db, 'product', cityId);
    const elsewhere = await buildListingRequest(ctx.db, 'product', cityId);
    const res = await call('POST', 'listings', {
      token: author.token,
      body: {
        ...body,
        attributes: { ...body.attributes, sub_category_id: elsewhere.attributes.sub_category_id },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'attributes.sub_category_id',
        code: 'listings.product.validation.subCategoryRequired',
        message: 'sub category is required',
      },
    ]);
    expect(await countOwned(author.id)).toBe(0);
  });

  it('filters by its own attributes', async () => {
    const city = filterCity;
    const post = await buildListing(ctx.db, 'product', city);
    const url = (q: string) => api(`listings?kind=product&${q}`, 'en', city);
    const used = await ctx.app.inject({ method: 'GET', url: url('condition=used') });
    expect(used.json().data.items.map((i: { id: number }) => i.id)).toEqual([post.id]);
    const fresh = await ctx.app.inject({ method: 'GET', url: url('condition=new') });
    expect(fresh.json().data.items).toEqual([]);
  });

  it('keeps saved blog posts working beside listings', async () => {
    const user = await buildUser(ctx.db);
    const blog = await buildBlogPost(ctx.db, cityId, { published_at: new Date(Date.now() - 60_000) });
    const res = await call('POST', 'profile/save', {
      token: user.token,
      body: { kind: 'blog', id: blog.id },
    });
    expect(res.json().data).toEqual({ kind: 'blog', id: blog.id, saved: true });
  });
});
