import { listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { listingKindSchemas } from '#shared/listings/schemas.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildCategory, buildCity } from '../test/factories.ts';
import { seedBenchListings } from './bench-seed.ts';
import { createDatabase, type DB } from './database.ts';

/** npm run seed:bench's generator: reproducible rows, a realistic status mix, valid category pairs. */
let handle: ReturnType<typeof createDatabase>;
let db: DB;
beforeAll(() => {
  handle = createDatabase(inject('databaseUrl'), 2);
  db = handle.db;
});
afterAll(() => handle.db.destroy());

async function cityWithMarket() {
  const city = await buildCity(db);
  for (let m = 0; m < 3; m++) {
    const main = await buildCategory(db, city.id, { kind: 'market' });
    for (let s = 0; s < 2; s++) await buildCategory(db, city.id, { kind: 'market', parent_id: main.id });
  }
  // the directory's trees (businesses)
  for (const kind of ['shops', 'service'] as const) {
    const main = await buildCategory(db, city.id, { kind });
    await buildCategory(db, city.id, { kind, parent_id: main.id });
  }
  return city.id;
}

const rowsOf = (cityId: number) =>
  db
    .selectFrom('listings')
    .select(['kind', 'title', 'status', 'price', 'attributes', 'published_at', 'expires_at'])
    .where('city_id', '=', cityId)
    .orderBy('id')
    .execute();

it('makes the same posts from the same seed, mostly live, with categories of the city', async () => {
  const [a, b] = [await cityWithMarket(), await cityWithMarket()];
  const first = await seedBenchListings(handle.pool, { cityId: a, count: 600, ttlDays: 30 });
  await seedBenchListings(handle.pool, { cityId: b, count: 600, ttlDays: 30 });
  expect(first).toMatchObject({ listings: 600, users: 50 });
  const [rowsA, rowsB] = [await rowsOf(a), await rowsOf(b)];
  expect(rowsA.map((r) => [r.title, r.status, r.price])).toEqual(
    rowsB.map((r) => [r.title, r.status, r.price]),
  );

  const now = Date.now();
  // live: published and not run out (a business never runs out: no expiry at all)
  const live = rowsA.filter(
    (r) => r.status === 'published' && (r.expires_at === null || new Date(r.expires_at).getTime() > now),
  );
  expect(rowsA.filter((r) => r.kind === 'business').every((r) => r.expires_at === null)).toBe(true);
  expect(live.length / rowsA.length).toBeGreaterThan(0.65);
  // every kind in the mix, each post valid by its kind's own schema and ending as its kind ends
  for (const kind of listingKinds)
    expect(
      rowsA.some((r) => r.kind === kind),
      kind,
    ).toBe(true);
  for (const row of rowsA) {
    expect(listingKindSchemas[row.kind].attributes.safeParse(row.attributes).success, row.kind).toBe(true);
    if (row.status === 'sold' || row.status === 'closed')
      expect(row.status).toBe(listingKindDefinition(row.kind).endStatus);
  }
  for (const status of ['pending', 'sold', 'rejected'])
    expect(
      rowsA.some((r) => r.status === status),
      status,
    ).toBe(true);
  expect(rowsA.some((r) => r.status === 'published' && new Date(r.expires_at as Date).getTime() < now)).toBe(
    true,
  );
  expect(rowsA.some((r) => /[\u0600-\u06FF]/.test(r.title))).toBe(true);
  expect(rowsA.some((r) => /^[\x20-\x7E–"]+$/.test(r.title))).toBe(true);
  const oldest = Math.min(...live.map((r) => new Date(r.published_at as Date).getTime()));
  expect(now - oldest).toBeGreaterThan(40 * 86_400_000);

  const pairs = await db
    .selectFrom('categories as s')
    .innerJoin('categories as m', 'm.id', 's.parent_id')
    .select(['m.id as main', 's.id as sub'])
    .where('m.city_id', '=', a)
    .execute();
  const valid = new Set(pairs.map((p) => `${p.main}/${p.sub}`));
  for (const row of rowsA.filter((r) => r.kind === 'product')) {
    const attributes = row.attributes as { main_category_id: number; sub_category_id: number };
    expect(valid.has(`${attributes.main_category_id}/${attributes.sub_category_id}`)).toBe(true);
  }
  // the content-version triggers are back on after the load
  const triggers = await sql<{ tgenabled: string }>`
    select tgenabled from pg_trigger where tgrelid = 'listings'::regclass and not tgisinternal`.execute(db);
  expect(triggers.rows.length).toBeGreaterThan(0);
  expect(triggers.rows.every((t) => t.tgenabled === 'O')).toBe(true);
}, 120_000);
