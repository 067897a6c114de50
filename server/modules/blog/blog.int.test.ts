import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBlogPost, buildCity } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
let relatedCityId: number; // made up front: the API caches known city ids for a minute
const ids: number[] = []; // newest first
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  relatedCityId = (await buildCity(ctx.db)).id;
  // 7 posts a day apart, plus two sharing one timestamp so the id has to break the tie
  const base = Date.parse('2026-05-01T10:00:00Z');
  for (let i = 0; i < 7; i++) {
    const post = await buildBlogPost(ctx.db, cityId, { published_at: new Date(base - i * 86_400_000) });
    ids.push(post.id);
  }
  const tieA = await buildBlogPost(ctx.db, cityId, { published_at: new Date(base - 10 * 86_400_000) });
  const tieB = await buildBlogPost(ctx.db, cityId, { published_at: new Date(base - 10 * 86_400_000) });
  ids.push(tieB.id, tieA.id);
});
afterAll(() => ctx.close());

const list = (query: string, lang: 'en' | 'ar' = 'en', city = cityId) =>
  ctx.app.inject(api(`blogs/web${query}`, lang, city));

describe('GET blogs/web', () => {
  it('pages newest first with the id breaking ties, and reports the page numbers', async () => {
    const first = await list('?page=1&per_page=4');
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body).toMatchObject({ page: 1, per_page: 4, total: 9, last_page: 3 });
    expect(body.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(0, 4));
    const third = (await list('?page=3&per_page=4')).json().data;
    expect(third.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(8));
  });

  it('returns every card field in the path language', async () => {
    const en = (await list('?per_page=1')).json().data.items[0];
    expect(Object.keys(en).sort()).toEqual([
      'author',
      'excerpt',
      'id',
      'image',
      'published_at',
      'slug',
      'title',
    ]);
    expect(en.title).toMatch(/^Post /);
    expect(en.author).toBe('Test Author');
    const ar = (await list('?per_page=1', 'ar')).json().data.items[0];
    expect(ar.title).toMatch(/^مقال /);
    expect(ar.author).toBe('كاتب الاختبار');
    expect(new Date(ar.published_at).toISOString()).toBe(ar.published_at);
  });

  it('accepts Arabic-Indic digits in page numbers', async () => {
    const res = await list(`?page=${encodeURIComponent('\u0662')}&per_page=${encodeURIComponent('\u0664')}`); // ٢ and ٤
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 2, per_page: 4 });
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(4, 8));
  });

  it('answers a page after the last one with no items but the right total', async () => {
    const res = await list('?page=50&per_page=4');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [], total: 9, last_page: 3 });
  });

  it('walks the same order with keyset cursors', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 5; guard++) {
      const res = await list(`?per_page=4${cursor ? `&cursor=${cursor}` : ''}`);
      const data = res.json().data;
      seen.push(...data.items.map((i: { id: number }) => i.id));
      cursor = data.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(ids);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'rejects page=%s with VALIDATION_FAILED',
    async (page) => {
      const res = await list(`?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'page', code: 'validation.pageInvalid' }],
      });
    },
  );

  it('translates the page error into Arabic on the Arabic path', async () => {
    const res = await list('?page=0', 'ar');
    expect(res.json().issues[0].message).toBe('يجب أن يكون رقم الصفحة عدداً صحيحاً من 1 إلى 1000.');
  });

  it.each(['0', '51', 'x'])('rejects per_page=%s', async (perPage) => {
    const res = await list(`?per_page=${perPage}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].code).toBe('validation.perPageInvalid');
  });

  it('rejects a forged cursor', async () => {
    const res = await list(`?cursor=${Buffer.from('not-a-date|x').toString('base64url')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'cursor', code: 'validation.cursorInvalid' });
  });

  it('rejects a wrong language and an unknown city', async () => {
    expect((await ctx.app.inject(api('blogs/web', 'fr' as 'en', cityId))).json().code).toBe('BAD_LANGUAGE');
    const res = await list('', 'en', 987654321);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CITY_NOT_FOUND');
  });
});

describe('GET blogs/:id', () => {
  it('returns the post in the path language with a sanitised body', async () => {
    const post = await buildBlogPost(ctx.db, cityId, {
      title_en: 'Sanitised post',
      title_ar: 'مقال منقّح',
      body_en:
        '<h2>Heading</h2><p onclick="alert(1)">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p><img src="https://example.com/a.png" onerror="alert(1)">',
      body_ar: '<p dir="rtl">مرحبا<iframe src="https://evil.example"></iframe></p>',
    });
    const en = await ctx.app.inject(api(`blogs/${post.id}`, 'en', cityId));
    expect(en.statusCode).toBe(200);
    const data = en.json().data;
    expect(data.title).toBe('Sanitised post');
    expect(data.body).toContain('<h2>Heading</h2>');
    expect(data.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(data.body).toContain('loading="lazy"');
    const ar = (await ctx.app.inject(api(`blogs/${post.id}`, 'ar', cityId))).json().data;
    expect(ar.title).toBe('مقال منقّح');
    expect(ar.body).toBe('<p dir="rtl">مرحبا</p>');
  });

  it('lists three related posts, never the post itself', async () => {
    const res = await ctx.app.inject(api(`blogs/${ids[0]}`, 'en', cityId));
    const related = res.json().data.related as Array<{ id: number; title: string }>;
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.id)).not.toContain(ids[0]);
    expect(related[0]).toHaveProperty('slug');
  });

  it('prefers related posts that share title words', async () => {
    const city = relatedCityId;
    const main = await buildBlogPost(ctx.db, city, {
      title_en: 'Winter tyres in Dearborn',
      published_at: '2026-01-01',
    });
    await buildBlogPost(ctx.db, city, { title_en: 'Soccer news', published_at: '2026-01-02' });
    const close = await buildBlogPost(ctx.db, city, {
      title_en: 'Cheap winter tyres',
      published_at: '2025-01-01',
    });
    const related = (await ctx.app.inject(api(`blogs/${main.id}`, 'en', city))).json().data.related;
    expect(related[0].id).toBe(close.id);
  });

  it('answers NOT_FOUND for an unknown id and for another city’s post', async () => {
    const other = (await buildCity(ctx.db)).id;
    const foreign = await buildBlogPost(ctx.db, other);
    for (const path of [api('blogs/2147483000', 'en', cityId), api(`blogs/${foreign.id}`, 'ar', cityId)]) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it.each(['abc', '0', '-3', '99999999999'])('rejects id %s with VALIDATION_FAILED', async (id) => {
    const res = await ctx.app.inject(api(`blogs/${id}`, 'en', cityId));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].code).toBe('validation.idInvalid');
  });
});
