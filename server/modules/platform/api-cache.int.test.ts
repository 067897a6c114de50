import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';

// A city of this file's own, so changing its About page disturbs no other test.
const cityId = 8000 + Math.floor(Math.random() * 900);
let ctx: TestContext;
let shortLived: TestContext;

const about = (app: TestContext, lang: 'en' | 'ar' = 'en', headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: api('about', lang, cityId), headers });
const setTitle = (title: string) =>
  ctx.db
    .updateTable('pages')
    .set({ title_en: title })
    .where('city_id', '=', cityId)
    .where('key', '=', 'about')
    .execute();

beforeAll(async () => {
  ctx = await buildTestApp({ API_CACHE_TTL_MS: 60_000 });
  shortLived = await buildTestApp({ API_CACHE_TTL_MS: 50 });
  await ctx.db
    .insertInto('cities')
    .values({ id: cityId, code: `C${cityId}`, name_en: 'Cache city', name_ar: 'مدينة الذاكرة' })
    .execute();
  await ctx.db
    .insertInto('pages')
    .values({
      city_id: cityId,
      key: 'about',
      title_en: 'First',
      title_ar: 'الأول',
      body_en: '<p>x</p>',
      body_ar: '<p>س</p>',
      image: null,
    })
    .execute();
});

afterAll(async () => {
  await ctx.db.deleteFrom('pages').where('city_id', '=', cityId).execute();
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await shortLived.close();
  await ctx.close();
});

describe('API cache of public city content', () => {
  it('answers a repeated anonymous GET from memory, per URL and language', async () => {
    await setTitle('First');
    const first = await about(ctx);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-api-cache']).toBe('miss');
    await setTitle('Second');
    const again = await about(ctx);
    expect(again.headers['x-api-cache']).toBe('hit');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json().data.title).toBe('First');
    // the Arabic answer is its own entry
    const ar = await about(ctx, 'ar');
    expect(ar.headers['x-api-cache']).toBe('miss');
    expect(ar.json().data.title).toBe('الأول');
  });

  it('never serves or stores an answer for a call with a bearer token', async () => {
    await setTitle('Third');
    const withToken = await about(ctx, 'en', { authorization: 'Bearer abc' });
    expect(withToken.headers['x-api-cache']).toBeUndefined();
    expect(withToken.json().data.title).toBe('Third');
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

  it('forgets an answer after its TTL', async () => {
    await setTitle('Fourth');
    expect((await about(shortLived)).json().data.title).toBe('Fourth');
    await setTitle('Fifth');
    await new Promise((r) => setTimeout(r, 80));
    const later = await about(shortLived);
    expect(later.headers['x-api-cache']).toBe('miss');
    expect(later.json().data.title).toBe('Fifth');
  });
});
