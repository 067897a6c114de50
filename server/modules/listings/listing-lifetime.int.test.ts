import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ListingKind } from '#shared/listings/kinds.ts';
import { moderationLimits } from '#shared/moderation.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { setUpApiTestApp } from '../../test/app.ts';
import { buildListing, buildListingRequest, buildUser, uniqueTag } from '../../test/factories.ts';

/**
 * How long a post stays listed, per kind (shared/listings/definition.ts `expires`): a sale post runs
 * out after LISTING_TTL_DAYS and its owner renews it; a directory entry stays until its owner closes
 * or deletes it. Through the API (posting, approval, renewal, lists, search, reports) on PostgreSQL.
 */
const server = setUpApiTestApp();
const { call } = server;

const rowOf = (id: number) =>
  server.ctx.db
    .selectFrom('listings')
    .select(['status', 'published_at', 'expires_at', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Moves a post `days` into its past, as if that much time went by (an expiry moves with it). */
const age = (id: number, days: number) =>
  server.ctx.db
    .updateTable('listings')
    .set({
      published_at: sql<Date>`published_at - make_interval(days => ${days})`,
      expires_at: sql<Date>`expires_at - make_interval(days => ${days})`,
    })
    .where('id', '=', id)
    .execute();

const listedIds = async (kind: ListingKind) =>
  ((await call('GET', `listings?kind=${kind}&per_page=50`)).json().data.items as Array<{ id: number }>).map(
    (i) => i.id,
  );
const searchIds = async (word: string) =>
  ((await call('GET', `search?q=${word}`)).json().data.items as Array<{ id: number }>).map((i) => i.id);

/** A post of `kind` made through the API by a new author, approved by a moderator. */
async function approvedPost(kind: ListingKind, word: string) {
  const author = await buildUser(server.ctx.db);
  const moderator = await buildUser(server.ctx.db, { role: 'moderator' });
  const body = await buildListingRequest(server.ctx.db, kind, server.cityId, { title: `${word} ${kind}` });
  const created = await call('POST', 'listings', { token: author.token, body });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const approved = await call('POST', `moderation/listings/${id}/approve`, { token: moderator.token });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, author };
}

describe('the lifetime of a published post', () => {
  it(`a product runs out after LISTING_TTL_DAYS; a business past it stays published, listed and found`, async () => {
    const word = `zl${uniqueTag().replace(/[^a-z0-9]/g, '')}`;
    const product = await approvedPost('product', word);
    const business = await approvedPost('business', word);
    const ttl = server.ctx.config.LISTING_TTL_DAYS;
    expect((await rowOf(business.id)).expires_at).toBeNull();
    expect((await rowOf(product.id)).expires_at).not.toBeNull();

    await age(product.id, ttl + 1);
    await age(business.id, ttl + 1);

    const productPage = (await call('GET', `listings/${product.id}`)).json().data;
    expect(productPage).toMatchObject({ status: 'expired', available: false });
    expect(await listedIds('product')).not.toContain(product.id);

    const businessPage = (await call('GET', `listings/${business.id}`)).json().data;
    expect(businessPage).toMatchObject({ status: 'published', available: true, expires_at: null });
    expect(await listedIds('business')).toContain(business.id);
    const found = await searchIds(word);
    expect(found).toContain(business.id);
    expect(found).not.toContain(product.id);

    // the owner's renew: the product's starts a new life, the business has nothing to renew
    const renewed = await call('POST', `listings/${product.id}/renew`, { token: product.author.token });
    expect(renewed.json().data).toMatchObject({ status: 'published', available: true });
    const renewBusiness = await call('POST', `listings/${business.id}/renew`, {
      token: business.author.token,
    });
    expect(renewBusiness.statusCode).toBe(409);
    expect(renewBusiness.json().code).toBe('LISTING_STATUS_CONFLICT');
    expect((await rowOf(business.id)).expires_at).toBeNull();
  });

  it("a trusted author's business is published without an expiry, a product with LISTING_TTL_DAYS", async () => {
    const author = await buildUser(server.ctx.db);
    await server.ctx.db
      .updateTable('users')
      .set({ trusted_at: new Date() })
      .where('id', '=', author.id)
      .execute();
    const post = async (kind: ListingKind) => {
      const res = await call('POST', 'listings', {
        token: author.token,
        body: await buildListingRequest(server.ctx.db, kind, server.cityId),
      });
      expect(res.statusCode, res.body).toBe(201);
      return rowOf(res.json().data.id);
    };
    const business = await post('business');
    expect(business).toMatchObject({ status: 'published', expires_at: null });
    const product = await post('product');
    const days = ((product.expires_at?.getTime() ?? 0) - (product.published_at?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(server.ctx.config.LISTING_TTL_DAYS, 3);
  });

  it('the owner closes a business: it leaves the lists (it never runs out, it ends)', async () => {
    const owner = await buildUser(server.ctx.db);
    const business = await buildListing(server.ctx.db, 'business', server.cityId, { ownerId: owner.id });
    expect((await rowOf(business.id)).expires_at).toBeNull();
    expect(await listedIds('business')).toContain(business.id);
    const closed = await call('POST', `listings/${business.id}/close`, { token: owner.token });
    expect(closed.json().data).toMatchObject({ status: 'closed', available: false });
    expect(await listedIds('business')).not.toContain(business.id);
  });

  it("readers' reports hide a business that has no expiry, like any live post", async () => {
    const business = await buildListing(server.ctx.db, 'business', server.cityId);
    for (let i = 0; i < moderationLimits.reportsToHide; i++) {
      const reader = await buildUser(server.ctx.db);
      const res = await call('POST', `listings/${business.id}/report`, {
        token: reader.token,
        body: { reason: 'spam' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const row = await rowOf(business.id);
    expect(row.status).toBe('pending');
    expect(row.hidden_at).not.toBeNull();
    expect(await listedIds('business')).not.toContain(business.id);
  });
});

describe('migration 0101', () => {
  it('clears the expiry of existing businesses and lists those that ran out again; products keep theirs', async () => {
    const migration = await readFile(
      `${projectRoot()}/server/db/migrations/0101_businesses_do_not_expire.sql`,
      'utf8',
    );
    const past = new Date(Date.now() - 86_400_000);
    // rolled back at the end: the other tests' rows in this database see nothing of it
    await server.ctx.db
      .transaction()
      .execute(async (trx) => {
        const ranOut = await buildListing(trx, 'business', server.cityId, { expiresAt: past });
        const storedExpired = await buildListing(trx, 'business', server.cityId, {
          status: 'expired',
          expiresAt: past,
        });
        const product = await buildListing(trx, 'product', server.cityId, { expiresAt: past });
        await sql.raw(migration).execute(trx);
        const storedRow = async (id: number) =>
          trx
            .selectFrom('listings')
            .select(['status', 'expires_at'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
        expect(await storedRow(ranOut.id)).toEqual({ status: 'published', expires_at: null });
        expect(await storedRow(storedExpired.id)).toEqual({ status: 'published', expires_at: null });
        expect(await storedRow(product.id)).toEqual({ status: 'published', expires_at: past });
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  });
});

class RolledBack extends Error {}
