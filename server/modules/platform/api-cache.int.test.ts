import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext, testClock } from '../../test/app.ts';
import { buildCity, buildListing, buildPage, buildSession, buildUser } from '../../test/factories.ts';

// A city of this file's own, so changing its About page disturbs no other test.
let cityId: number;
const checkMs = 1000;
const clock = testClock();
let ctx: TestContext;

const about = (lang: 'en' | 'ar' = 'en', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: api('about', lang, cityId), headers });
const setTitle = (title: string) =>
  ctx.db
    .updateTable('pages')
    .set({ title_en: title })
    .where('city_id', '=', cityId)
    .where('key', '=', 'about')
    .execute();
/** The window a Brotli stream declares in its first bits (RFC 7932 § 9.1). */
function brotliWindowBits(stream: Buffer) {
  const bits = stream[0] | (stream[1] << 8);
  if ((bits & 1) === 0) return 16;
  const large = (bits >> 1) & 7;
  if (large !== 0) return 17 + large;
  const small = (bits >> 4) & 7;
  return small === 0 ? 17 : 8 + small;
}
/** A write is seen once the cache next reads the content version: at most CACHE_CHECK_MS later. */
const afterNextVersionCheck = () => clock.advance(checkMs);

beforeAll(async () => {
  // the clock stands still unless a test moves it: no TTL or version check happens by itself
  ctx = await buildTestApp({ API_CACHE_TTL_MS: 60_000, CACHE_CHECK_MS: checkMs }, { now: clock.now });
  cityId = (await buildCity(ctx.db, { name_en: 'Cache city', name_ar: 'مدينة الذاكرة' })).id;
  await buildPage(ctx.db, cityId, 'about', {
    title_en: 'First',
    title_ar: 'الأول',
    body_en: `<p>${'long enough to be compressed. '.repeat(60)}</p>`,
    body_ar: '<p>س</p>',
  });
  afterNextVersionCheck();
});

afterAll(async () => {
  await ctx.db.deleteFrom('listings').where('city_id', '=', cityId).execute();
  await ctx.db.deleteFrom('pages').where('city_id', '=', cityId).execute();
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await ctx.close();
});

describe('API cache of public city content', () => {
  it('answers a repeated anonymous GET from memory, per URL and language', async () => {
    const first = await about();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-api-cache']).toBe('miss');
    const again = await about();
    expect(again.headers['x-api-cache']).toBe('hit');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json().data.title).toBe('First');
    // the Arabic answer is its own entry
    const ar = await about('ar');
    expect(ar.headers['x-api-cache']).toBe('miss');
    expect(ar.json().data.title).toBe('الأول');
  });

  it('keeps each answer compressed once per encoding, with the data security headers', async () => {
    const plain = (await about()).json();
    const br = await about('en', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-api-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
    // a window the size of the body, not Brotli's default 4 MB: 30x cheaper to build, same bytes
    expect(brotliWindowBits(br.rawPayload)).toBe(16);
    const gzip = await about('en', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain);
    // the same bytes every time: compressed once, not per hit
    const again = await about('en', { 'accept-encoding': 'br' });
    expect(Buffer.compare(again.rawPayload, br.rawPayload)).toBe(0);
    for (const res of [br, gzip]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('drops an answer when content is written, at the next version check', async () => {
    await about();
    await setTitle('Second');
    // within the check interval the cache has not asked yet
    expect((await about()).json().data.title).toBe('First');
    afterNextVersionCheck();
    const later = await about();
    expect(later.headers['x-api-cache']).toBe('miss');
    expect(later.json().data.title).toBe('Second');
  });

  it('never serves or stores an answer for a call with a bearer token', async () => {
    await setTitle('Third');
    const withToken = await about('en', { authorization: 'Bearer abc' });
    expect(withToken.headers['x-api-cache']).toBeUndefined();
    expect(withToken.json().data.title).toBe('Third');
    afterNextVersionCheck();
  });

  it('does not keep errors: an unknown city is asked again each time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: api('about', 'en', cityId + 900) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-api-cache']).toBeUndefined();
    }
  });

  it('does not cache personal or write routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('profile', 'en', cityId) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-api-cache']).toBeUndefined();
  });

  it('builds a new entry once for a burst of callers: the others get its answer', async () => {
    const own = testClock();
    const app = await buildTestApp({ API_CACHE_TTL_MS: 10_000, CACHE_CHECK_MS: 60_000 }, { now: own.now });
    try {
      const get = () => app.app.inject({ method: 'GET', url: api('about', 'ar', cityId) });
      const burst = await Promise.all([get(), get(), get(), get()]);
      expect(burst.map((r) => r.headers['x-api-cache']).sort()).toEqual([
        'miss',
        'shared',
        'shared',
        'shared',
      ]);
      for (const res of burst) expect(res.json().data.title).toBe('الأول');
    } finally {
      await app.close();
    }
  });

  it('after its TTL, serves the old answer while one request rebuilds it', async () => {
    // its own app, whose content version check (60 s) comes after the TTL (10 s), so other test
    // files' writes cannot drop the entry here
    const own = testClock();
    const app = await buildTestApp({ API_CACHE_TTL_MS: 10_000, CACHE_CHECK_MS: 60_000 }, { now: own.now });
    try {
      const get = () => app.app.inject({ method: 'GET', url: api('about', 'en', cityId) });
      expect((await get()).headers['x-api-cache']).toBe('miss');
      own.advance(10_001);
      const both = await Promise.all([get(), get()]);
      expect(both.map((r) => r.headers['x-api-cache']).sort()).toEqual(['miss', 'stale']);
      for (const res of both) expect(res.json().data.title).toBe('Third');
      // rebuilt: fresh again
      expect((await get()).headers['x-api-cache']).toBe('hit');
    } finally {
      await app.close();
    }
  });
});

describe('API cache of posts: per URL and per minute', () => {
  // its own app and clock, half-way through a minute; the content version is read at most once a
  // minute, so within a test only the minute changes what the cache serves
  const minute = 60_000;
  const own = testClock(1000 * minute + 30_000);
  let app: TestContext;
  beforeAll(async () => {
    app = await buildTestApp({ API_CACHE_TTL_MS: minute, CACHE_CHECK_MS: minute }, { now: own.now });
  });
  afterAll(() => app.close());

  const jobs = () =>
    app.app.inject({ method: 'GET', url: api('listings?kind=job&per_page=5', 'en', cityId) });
  const ids = (res: { json: () => { data: { items: { id: number }[] } } }) =>
    res.json().data.items.map((item) => item.id);

  it('serves a guest list from memory within its minute; a post that ran out leaves it the next minute', async () => {
    const post = await buildListing(app.db, 'job', cityId, { title: 'Line cook wanted' });
    const miss = await jobs();
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-api-cache']).toBe('miss');
    const hit = await jobs();
    expect(hit.headers['x-api-cache']).toBe('hit');
    expect(ids(hit)).toContain(post.id);
    // time passing writes nothing (no content version moves when a post's 30 days run out): the
    // minute in the key is what drops the old answer
    await app.db
      .updateTable('listings')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', post.id)
      .execute();
    own.advance(31_000);
    // the first request of the new minute builds its answer; one arriving meanwhile gets the last
    // minute's rather than waiting (or building it too)
    const [next, meanwhile] = await Promise.all([jobs(), jobs()]);
    expect(next.headers['x-api-cache']).toBe('miss');
    expect(ids(next)).not.toContain(post.id);
    expect(meanwhile.headers['x-api-cache']).toBe('stale');
    const settled = await jobs();
    expect(settled.headers['x-api-cache']).toBe('hit');
    expect(ids(settled)).not.toContain(post.id);
  });

  it("never stores or serves an owner's view: a pending post is theirs, a guest still gets 404", async () => {
    const owner = await buildUser(app.db);
    const token = await buildSession(app.db, owner.id);
    const pending = await buildListing(app.db, 'job', cityId, { ownerId: owner.id, status: 'pending' });
    const url = api(`listings/${pending.id}`, 'en', cityId);
    const mine = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-api-cache']).toBeUndefined();
    const guest = await app.app.inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(404);
    expect(guest.headers['x-api-cache']).toBeUndefined();
  });
});
