import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arFold, arNormalize } from '#shared/search/arabic.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBlogPost, buildCity, buildUserGuide } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
const posts: Record<string, number> = {};
let guideId: number;
/** A city of its own for the typo rule, made before the app's first request caches the cities. */
let town: number;

// Arabic written with \u escapes where a swapped or invisible letter would hide in a literal
const school = '\u0627\u0644\u0645\u062F\u0631\u0633\u0629'; // المدرسة
const markets = '\u0623\u0633\u0648\u0627\u0642'; // أسواق
const hospital = '\u0645\u0633\u062A\u0634\u0641\u0649'; // مستشفى

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  town = (await buildCity(ctx.db)).id;
  posts.school = (
    await buildBlogPost(ctx.db, cityId, {
      title_en: 'Enrolling at the neighbourhood school',
      title_ar: `\u0627\u0644\u062A\u0633\u062C\u064A\u0644 \u0641\u064A ${school} \u0627\u0644\u0642\u0631\u064A\u0628\u0629`, // التسجيل في المدرسة القريبة
    })
  ).id;
  posts.markets = (
    await buildBlogPost(ctx.db, cityId, {
      title_en: 'Night markets on Warren Avenue',
      title_ar: `${markets} \u0631\u0645\u0636\u0627\u0646 \u0627\u0644\u0644\u064A\u0644\u064A\u0629`, // أسواق رمضان الليلية
    })
  ).id;
  posts.hospital = (
    await buildBlogPost(ctx.db, cityId, {
      title_en: 'Visiting the hospital',
      title_ar: `\u0632\u064A\u0627\u0631\u0629 \u0627\u0644${hospital}`, // زيارة المستشفى
      excerpt_ar:
        '\u0645\u0648\u0627\u0639\u064A\u062F \u0627\u0644\u0632\u064A\u0627\u0631\u0629 \u0661\u0662\u0663', // مواعيد الزيارة ١٢٣
    })
  ).id;
  posts.restaurant = (
    await buildBlogPost(ctx.db, cityId, {
      title_en: 'The best halal restaurant downtown',
      title_ar: '\u0623\u0641\u0636\u0644 \u0645\u0637\u0639\u0645 \u062D\u0644\u0627\u0644',
      body_en: '<p>Tax clinic 2026 opens in January.</p>',
    })
  ).id;
  guideId = (
    await buildUserGuide(ctx.db, cityId, {
      section: 'how_to_use',
      title_en: 'Search the restaurants directory',
      title_ar:
        '\u0627\u0628\u062D\u062B \u0641\u064A \u062F\u0644\u064A\u0644 \u0627\u0644\u0645\u0637\u0627\u0639\u0645',
      body_en: '<p>Use <strong>filters</strong> to narrow the results.</p>',
    })
  ).id;
});
afterAll(() => ctx.close());

const search = (query: string, lang: 'en' | 'ar' = 'en') =>
  ctx.app.inject(api(`search?${query}`, lang, cityId));
const ids = async (q: string, extra = '') => {
  const res = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as Array<{ id: number; type: string }>).map((i) => `${i.type}:${i.id}`);
};

describe('arNormalize / arFold match the SQL functions', () => {
  const tricky = [
    '\u0623\u062D\u0645\u062F \u0625\u0628\u0631\u0627\u0647\u064A\u0645 \u0622\u062F\u0645 \u0671\u0644\u0644\u0647', // أحمد إبراهيم آدم ٱلله
    '\u0645\u064F\u062D\u064E\u0645\u0651\u064E\u062F\u064C \u0627\u0644\u0640\u0640\u0640\u0639\u0631\u0628', // مُحَمَّدٌ الـــعرب
    `${school} \u0648${school} \u0641${school} \u0648\u0627\u0644\u0628\u0627`, // المدرسة والمدرسة فالمدرسة والبا
    '\u0627\u0644\u0645\u062F\u0631\u0633\u0647 \u0641\u0647\u0645 \u0627\u0644\u0644\u0647', // المدرسه فهم الله
    `${hospital} \u0639\u0644\u0649 \u0645\u0635\u0637\u0641\u0649`, // مستشفى على مصطفى
    '\u0661\u0662\u0663 \u06F4\u06F5\u06F6 2026 \u0627\u0644\u0633\u0646\u0629 \u0664', // ١٢٣ ۴۵۶ 2026 السنة ٤
    'Halal RESTAURANTS, Café & Co.',
    '\u0627\u0644\u0633\u0644\u0627\u0645\u0670 \u0648\u0647 \u0647 \u0629', // superscript alef, lone letters
    'mixed \u0648\u0627\u0644\u0645\u0637\u0627\u0639\u0645-\u0641\u0627\u0644\u0633\u0648\u0642', // hyphen-joined conjunctions
    '',
  ];
  it.each(tricky.map((s) => [s]))('agrees on %j', async (input) => {
    const { rows } = await sql<{
      n: string;
      f: string;
    }>`select ar_normalize(${input}) as n, ar_fold(${input}) as f`.execute(ctx.db);
    expect(arNormalize(input)).toBe(rows[0].n);
    expect(arFold(input)).toBe(rows[0].f);
  });
});

describe('GET search', () => {
  it('finds the same post whatever hamza, ة/ه, ى/ي, diacritics or tatweel the user types', async () => {
    const variants: Array<[string, string]> = [
      [markets, 'markets'], // أسواق
      ['\u0627\u0633\u0648\u0627\u0642', 'markets'], // اسواق (no hamza)
      ['\u0623\u0633\u0652\u0648\u064E\u0627\u0642', 'markets'], // أسْوَاق (diacritics)
      ['\u0627\u0633\u0640\u0640\u0648\u0627\u0642', 'markets'], // اســواق (tatweel)
      [school, 'school'], // المدرسة
      ['\u0627\u0644\u0645\u062F\u0631\u0633\u0647', 'school'], // المدرسه
      ['\u0645\u062F\u0631\u0633\u0629', 'school'], // مدرسة (no article)
      ['\u0648\u0627\u0644\u0645\u062F\u0631\u0633\u0629', 'school'], // والمدرسة
      [hospital, 'hospital'], // مستشفى
      ['\u0627\u0644\u0645\u0633\u062A\u0634\u0641\u064A', 'hospital'], // المستشفي
    ];
    for (const [q, key] of variants) expect(await ids(q), q).toContain(`blog:${posts[key]}`);
  });

  it('matches Arabic-Indic digits against the same number', async () => {
    expect(await ids('\u0661\u0662\u0663')).toContain(`blog:${posts.hospital}`); // ١٢٣
    expect(await ids('123')).toContain(`blog:${posts.hospital}`);
    expect(await ids('\u0662\u0660\u0662\u0666')).toContain(`blog:${posts.restaurant}`); // ٢٠٢٦ in the English body
  });

  it('keeps English stemming: "restaurants" finds "restaurant" and the guide', async () => {
    const found = await ids('restaurants');
    expect(found).toContain(`blog:${posts.restaurant}`);
    expect(found).toContain(`guide:${guideId}`);
    expect(await ids('enrolled')).toContain(`blog:${posts.school}`);
  });

  it('tolerates a typo through trigram similarity', async () => {
    expect(await ids('resturant')).toContain(`blog:${posts.restaurant}`);
  });

  it('matches typos only when the exact words find less than a page', async () => {
    const found = async (q: string) => {
      const res = await ctx.app.inject(api(`search?q=${q}&type=blogs`, 'en', town));
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data as { items: Array<{ id: number }>; total: number };
      return { ids: items.map((i) => i.id), total };
    };
    const misspelt = (await buildBlogPost(ctx.db, town, { title_en: 'Lanterm repairs' })).id;
    await buildBlogPost(ctx.db, town, { title_en: 'Lantern night' });
    expect(await found('lantern')).toEqual({ ids: expect.arrayContaining([misspelt]), total: 2 });
    for (let i = 0; i < 10; i++) await buildBlogPost(ctx.db, town, { title_en: `Lantern walk ${i}` });
    const exact = await found('lantern');
    expect(exact.total).toBe(11);
    expect(exact.ids).not.toContain(misspelt);
  });

  it('does not match unrelated words', async () => {
    expect(await ids('zzzyqx')).toEqual([]);
    expect(await ids(markets)).not.toContain(`blog:${posts.school}`);
  });

  it('filters by type and reports total and page', async () => {
    const blogs = (await search('q=restaurants&type=blogs')).json().data;
    expect(blogs.items.every((i: { type: string }) => i.type === 'blog')).toBe(true);
    const guides = (await search('q=restaurants&type=guides')).json().data;
    expect(guides).toMatchObject({
      total: 1,
      page: 1,
      items: [{ type: 'guide', id: guideId, excerpt: 'Use filters to narrow the results.' }],
    });
    expect(guides.items[0]).not.toHaveProperty('image');
    const all = (await search('q=restaurants')).json().data;
    expect(all.total).toBe(blogs.total + guides.total);
    expect(blogs.items[0]).toMatchObject({ image: '/demo/blog/halal-food.svg' });
  });

  it('answers a page past the end with no items and the real total', async () => {
    const res = (await search('q=restaurants&page=9')).json().data;
    expect(res.items).toEqual([]);
    expect(res.total).toBeGreaterThan(0);
  });

  it('returns titles in the path language', async () => {
    const res = (await search(`q=${encodeURIComponent('restaurant')}&type=blogs`, 'ar')).json().data;
    expect(res.items[0].title).toBe(
      '\u0623\u0641\u0636\u0644 \u0645\u0637\u0639\u0645 \u062D\u0644\u0627\u0644',
    );
  });

  it.each([
    ['q=', 'validation.searchQueryRequired'],
    ['q=%20%20%20', 'validation.searchQueryRequired'],
    ['', 'validation.searchQueryRequired'],
    [`q=${'a'.repeat(101)}`, 'validation.searchQueryTooLong'],
    ['q=x&type=jobs', 'validation.searchTypeInvalid'],
    ['q=x&page=0', 'validation.pageInvalid'],
  ])('rejects %s with a specific message', async (query, code) => {
    const res = await search(query, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().issues[0].code).toBe(code);
    expect(res.json().issues[0].message).not.toBe(code);
  });

  it('never fails on query syntax: quotes, operators and punctuation', async () => {
    for (const q of ['"unclosed', 'a & | ! ( )', '-', ':*', "o'neil", '\u061F\u060C']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('publishes blog, guide and search routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    for (const path of ['blogs/web', 'blogs/{id}', 'user-guides', 'user-guides/{id}', 'search'])
      expect(doc.paths).toHaveProperty([`/api/v1/{lang}/{cityId}/${path}`]);
    const params = doc.paths['/api/v1/{lang}/{cityId}/blogs/web'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(['page', 'per_page', 'cursor']));
  });

  it('rejects an unknown city', async () => {
    expect((await ctx.app.inject(api('search?q=x', 'en', 987654321))).json().code).toBe('CITY_NOT_FOUND');
  });
});
