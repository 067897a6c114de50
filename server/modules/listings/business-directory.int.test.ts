import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DayHours,
  isOpenAt,
  type SpecialHours,
  type WeeklyHours,
  weekdays,
} from '#shared/listings/opening-hours.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCategory, buildCity, buildListing, businessAttributeDefaults } from '../../test/factories.ts';
import { plansOf } from '../../test/query-plans.ts';
import { directoryOpenAt, listingsRepository } from './listings.repository.ts';

// The directory's sub-category list and 'open now' (migration 0110, decision 106): the rows the
// triggers keep, the precomputed weekly hours against isOpenAt() over generated businesses and
// instants, and the keyset order of the API's pages.

let ctx: TestContext;
let cityId: number;
let mainId: number;

beforeAll(async () => {
  ctx = await buildTestApp({ CITY_TIME_ZONE: 'America/Detroit' });
  cityId = (await buildCity(ctx.db)).id;
  mainId = (await buildCategory(ctx.db, cityId, { kind: 'shops' })).id;
});
afterAll(async () => {
  await ctx.close();
});

const newSub = async () => (await buildCategory(ctx.db, cityId, { kind: 'shops', parent_id: mainId })).id;

const directoryRows = async (listingId: number) =>
  (
    await sql<{ sub: number; weekly: string; special: string; published_at: Date }>`
      select sub_category_id as sub, weekly_open::text as weekly, special_dates::text as special, published_at
        from business_directory where listing_id = ${listingId} order by sub_category_id`.execute(ctx.db)
  ).rows;

/** mulberry32: the same sequence for the same seed on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('business_directory: the triggers keep one row per published business and sub-category', () => {
  it('follows create, hours, sub-categories, status, renewal and deletion; other kinds have none', async () => {
    const [a, b] = [await newSub(), await newSub()];
    const hours = Object.fromEntries(
      weekdays.map((d) => [d, { mode: 'hours', opens: '09:00', closes: '17:00' }]),
    ) as WeeklyHours;
    hours.sunday = { mode: 'hours', opens: '20:00', closes: '02:00' };
    const business = await buildListing(ctx.db, 'business', cityId, {
      attributes: { ...businessAttributeDefaults, main_category_id: mainId, sub_category_ids: [a], hours },
    });
    const rows = await directoryRows(business.id);
    expect(rows.map((r) => [r.sub, r.weekly, r.special])).toEqual([
      [
        a,
        // Monday–Saturday 9–17, Sunday 20:00 to Monday 02:00 (wrapping round the week)
        '{[0,120),[540,1020),[1980,2460),[3420,3900),[4860,5340),[6300,6780),[7740,8220),[9840,10080)}',
        '{}',
      ],
    ]);

    const update = (values: Record<string, unknown>) =>
      ctx.db.updateTable('listings').set(values).where('id', '=', business.id).execute();
    const special = [{ from: '2027-02-08', to: '2027-03-09', mode: 'closed' }];
    await update({
      attributes: JSON.stringify({
        ...businessAttributeDefaults,
        main_category_id: mainId,
        sub_category_ids: [a, b],
        hours: { ...hours, monday: { mode: 'open24' }, sunday: { mode: 'closed' } },
        special_hours: special,
      }),
    });
    expect((await directoryRows(business.id)).map((r) => [r.sub, r.weekly.slice(0, 10), r.special])).toEqual([
      [a, '{[0,1440),', '{[2027-02-08,2027-03-10)}'],
      [b, '{[0,1440),', '{[2027-02-08,2027-03-10)}'],
    ]);

    await update({ status: 'pending' });
    expect(await directoryRows(business.id)).toEqual([]);
    const renewed = new Date('2026-12-01T10:00:00Z');
    await update({ status: 'published' });
    // a renewal moves the publication time alone: the directory's order follows
    await update({ published_at: renewed });
    expect((await directoryRows(business.id)).map((r) => [r.sub, r.published_at.toISOString()])).toEqual([
      [a, renewed.toISOString()],
      [b, renewed.toISOString()],
    ]);
    await update({ status: 'closed' });
    expect(await directoryRows(business.id)).toEqual([]);
    await update({ status: 'published' });
    await ctx.db.deleteFrom('listings').where('id', '=', business.id).execute();
    expect(await directoryRows(business.id)).toEqual([]);

    const product = await buildListing(ctx.db, 'product', cityId);
    expect(await directoryRows(product.id)).toEqual([]);
  });
});

describe("business_directory: 'open now' agrees with isOpenAt over generated businesses and instants", () => {
  const zones = [
    // the default city zone: DST at 02:00 local
    {
      zone: 'America/Detroit',
      changes: ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2027-03-14T07:00:00Z'],
    },
    // DST at local midnight: the open24 days' bounds themselves move
    { zone: 'Asia/Beirut', changes: ['2026-03-28T22:00:00Z', '2026-10-24T21:00:00Z'] },
    // a 30-minute DST
    { zone: 'Australia/Lord_Howe', changes: ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'] },
  ];
  const rand = random(20261124);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  // times near the DST changes (00:00–03:30) often, any quarter hour otherwise
  const time = () => {
    const minutes = rand() < 0.5 ? pick([0, 30, 60, 90, 120, 150, 180, 210]) : Math.floor(rand() * 96) * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const dayHours = (): DayHours => {
    const r = rand();
    if (r < 0.2) return { mode: 'closed' };
    if (r < 0.32) return { mode: 'open24' };
    return { mode: 'hours', opens: time(), closes: time() };
  };
  const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
  const allChanges = zones.flatMap((z) => z.changes.map((c) => Date.parse(c)));
  // special periods near the DST changes and the instants, some a day long, some a few weeks
  const specials = (): SpecialHours[] => {
    if (rand() < 0.6) return [];
    const out: SpecialHours[] = [];
    let start = pick(allChanges) + Math.floor((rand() - 0.6) * 5) * 86_400_000;
    for (let n = 1 + Math.floor(rand() * 2); n > 0; n--) {
      const end = start + Math.floor(rand() * (rand() < 0.5 ? 2 : 20)) * 86_400_000;
      out.push({ ...dayHours(), from: isoDay(start), to: isoDay(end) });
      start = end + (1 + Math.floor(rand() * 3)) * 86_400_000;
    }
    return out;
  };
  const schedules = Array.from({ length: 30 }, () => ({
    hours: Object.fromEntries(weekdays.map((d) => [d, dayHours()])) as WeeklyHours,
    special: specials(),
  }));
  // per zone: every 15 minutes for 4 hours each side of its changes, hourly (at a drawn minute) for
  // 30 hours each side, and instants drawn over 2026–2027 (isOpenAt costs ≈ 0.5 ms a call)
  const hour = 3_600_000;
  const instantsOf = (changes: string[]) => [
    ...changes.flatMap((c) => {
      const change = Date.parse(c);
      return [
        ...Array.from({ length: 32 }, (_, i) => new Date(change - 4 * hour + i * 15 * 60_000)),
        ...Array.from(
          { length: 60 },
          (_, i) => new Date(change - 30 * hour + i * hour + Math.floor(rand() * 60) * 60_000),
        ),
      ];
    }),
    ...Array.from(
      { length: 30 },
      () => new Date(Date.parse('2026-01-01T00:00:00Z') + Math.floor(rand() * 2 * 365 * 96) * 15 * 60_000),
    ),
  ];

  it('gives the same open set for 30 businesses at each of ≈ 250 instants in three zones', async () => {
    const sub = await newSub();
    const ids: number[] = [];
    for (const s of schedules)
      ids.push(
        (
          await buildListing(ctx.db, 'business', cityId, {
            attributes: {
              ...businessAttributeDefaults,
              main_category_id: mainId,
              sub_category_ids: [sub],
              hours: s.hours,
              special_hours: s.special,
            },
          })
        ).id,
      );
    const at = sql<Date>`t.at`;
    let compared = 0;
    for (const { zone, changes } of zones) {
      const instants = instantsOf(changes);
      const { rows } = await sql<{ at: Date; id: number }>`
        select t.at, business_directory.listing_id as id
          from unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) as t(at)
          cross join business_directory
          join listings on listings.id = business_directory.listing_id
         where business_directory.sub_category_id = ${sub}
           and ${directoryOpenAt(zone, at)}`.execute(ctx.db);
      const got = new Set(rows.map((r) => `${new Date(r.at).toISOString()} ${r.id}`));
      const mismatches: string[] = [];
      for (const instant of instants)
        for (const [n, s] of schedules.entries()) {
          const expected = isOpenAt(s.hours, s.special, instant, zone).state !== 'closed';
          const key = `${instant.toISOString()} ${ids[n]}`;
          if (got.has(key) !== expected)
            mismatches.push(`${zone} ${key}: sql ${!expected} ${JSON.stringify(s)}`);
          compared++;
        }
      expect(mismatches.slice(0, 5), `${mismatches.length} mismatches in ${zone}`).toEqual([]);
    }
    expect(compared).toBe(30 * (7 * 92 + 3 * 30));
  }, 120_000);
});

describe('business: a sub-category list pages by keyset in the directory order', () => {
  it('walks every page newest first (ties by id), with and without open now, in both languages', async () => {
    const sub = await newSub();
    const same = new Date('2026-11-20T12:00:00Z');
    const made: Array<{ id: number; at: number }> = [];
    for (let i = 0; i < 7; i++) {
      // three share one publication time: the id breaks the tie
      const publishedAt = i < 3 ? same : new Date(same.getTime() - (i + 1) * 3_600_000);
      const row = await buildListing(ctx.db, 'business', cityId, {
        publishedAt,
        attributes: {
          ...businessAttributeDefaults,
          main_category_id: mainId,
          sub_category_ids: [sub],
          hours: Object.fromEntries(weekdays.map((d) => [d, { mode: i % 2 ? 'closed' : 'open24' }])),
        },
      });
      made.push({ id: row.id, at: publishedAt.getTime() });
    }
    // an expired one and a pending one never show
    await buildListing(ctx.db, 'business', cityId, {
      expiresAt: new Date(Date.now() - 1000),
      attributes: { ...businessAttributeDefaults, main_category_id: mainId, sub_category_ids: [sub] },
    });
    await buildListing(ctx.db, 'business', cityId, {
      status: 'pending',
      attributes: { ...businessAttributeDefaults, main_category_id: mainId, sub_category_ids: [sub] },
    });
    const order = [...made].sort((x, y) => y.at - x.at || y.id - x.id).map((m) => m.id);
    const open = order.filter((id) => made.findIndex((m) => m.id === id) % 2 === 0);

    for (const [query, expected] of [
      [`sub_category_id=${sub}`, order],
      [`sub_category_id=${sub}&open_now=1`, open],
    ] as const)
      for (const lang of ['en', 'ar'] as const) {
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const res = await ctx.app.inject({
            method: 'GET',
            url: api(
              `listings?kind=business&per_page=2&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
              lang,
              cityId,
            ),
          });
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json().data as { items: Array<{ id: number }>; next_cursor: string | null };
          seen.push(...data.items.map((i) => i.id));
          cursor = data.next_cursor;
        } while (cursor);
        expect(seen, `${query} ${lang}`).toEqual(expected);
      }
  });
});

describe('business: the sub-category list is an ordered index walk, not a sort', () => {
  it("plans the repository's own SQL (first page, cursor page, open now) as a walk of business_directory_feed with no Sort", async () => {
    const sub = await newSub();
    await buildListing(ctx.db, 'business', cityId, {
      attributes: { ...businessAttributeDefaults, main_category_id: mainId, sub_category_ids: [sub] },
    });
    const base = { cityId, kind: 'business' as const, limit: 21, sort: 'newest' as const };
    // the SQL and parameters listPublished sends, planned on the test database
    const plans = await plansOf(async (db) => {
      const repo = listingsRepository(db);
      await repo.listPublished({ ...base, conditions: [{ op: 'subCategory', id: sub }] });
      await repo.listPublished({
        ...base,
        after: { publishedAt: new Date(), id: 2 ** 31 - 1 },
        conditions: [
          { op: 'subCategory', id: sub },
          { op: 'openNow', timeZone: 'America/Detroit' },
        ],
      });
    });
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      // the outer walk (the first index in the plan) is the directory's, in page order
      expect(/"Index Name":"([a-z_]+)"/.exec(plan)?.[1]).toBe('business_directory_feed');
      expect(plan).not.toContain('"Node Type":"Sort"');
      expect(plan).not.toContain('"Node Type":"Incremental Sort"');
      expect(plan).not.toContain('"Node Type":"Seq Scan"');
    }
  });
});
