import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCityBeforeApp, type TestContext, testClock } from '../../test/app.ts';
import { buildPage } from '../../test/factories.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { buildWebTestApp } from '../../test/web-app.ts';

// A city of this file's own (the site serves CITY_ID), so writing its About page disturbs no other test.
let cityId: number;
const checkMs = 1000;
const clock = testClock();
let ctx: TestContext;

const about = (lang: 'en' | 'ar' = 'en') =>
  ctx.app.inject({ method: 'GET', url: '/About', headers: { cookie: `lang=${lang}` } });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const versionNow = async () =>
  Number((await ctx.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);

beforeAll(async () => {
  cityId = await buildCityBeforeApp({ name_en: 'Page city', name_ar: 'مدينة الصفحات' });
  ctx = await buildWebTestApp(
    // the content version is read at most once a second of the driven clock; the TTL is past any test
    { CITY_ID: cityId, PAGE_CACHE_TTL_MS: 600_000, CACHE_CHECK_MS: checkMs },
    { now: clock.now },
  );
  await buildPage(ctx.db, cityId, 'about', {
    title_en: 'About, first',
    title_ar: 'من نحن',
    body_en: '<p>x</p>',
    body_ar: '<p>س</p>',
  });
  clock.advance(checkMs);
});

afterAll(async () => {
  await ctx.db.deleteFrom('pages').where('city_id', '=', cityId).execute();
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await ctx.close();
});

describe('guest page cache', () => {
  it('renders a page once for many requests that arrive together, each answer with its own nonce', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => about('ar')));
    const states = answers.map((r) => r.headers['x-page-cache']);
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.filter((s) => s === 'shared')).toHaveLength(7);
    const nonces = answers.map((r) => nonceOf(r.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(8);
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`nonce="${nonces[i]}"`);
    }
    expect((await about('ar')).headers['x-page-cache']).toBe('hit');
  });

  it('a browser gets the cached page Brotli-compressed with its own nonce, a gzip-only client gzip, and the same page as text', async () => {
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/About',
        headers: { cookie: 'lang=ar', ...(encoding && { 'accept-encoding': encoding }) },
      });
    await get();
    const [first, second, third] = await Promise.all([
      get('gzip, deflate, br, zstd'),
      get('gzip'),
      get('br'),
    ]);
    const plain = await get();
    for (const [res, encoding] of [
      [first, 'br'],
      [second, 'gzip'],
      [third, 'br'],
    ] as const) {
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    const pages = [
      brotliDecompressSync(first.rawPayload).toString('utf8'),
      gunzipSync(second.rawPayload).toString('utf8'),
      brotliDecompressSync(third.rawPayload).toString('utf8'),
    ];
    const answers = [first, second, third, plain];
    const nonces = answers.map((res) => nonceOf(res.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // one page: the answers differ only in their nonces
    const same = plain.body.split(nonces[3] as string).join('N');
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`nonce="${nonces[i]}"`);
      expect(text.split(nonces[i] as string).join('N')).toBe(same);
    }
    // Brotli is what makes the heavier pages fit the first round trip (decision 060)
    expect(first.rawPayload.length).toBeLessThan(second.rawPayload.length);
  });

  it('drops a cached page when content is written', async () => {
    expect((await about()).body).toContain('About, first');
    expect((await about()).headers['x-page-cache']).toBe('hit');
    await ctx.db
      .updateTable('pages')
      .set({ title_en: 'About, second' })
      .where('city_id', '=', cityId)
      .execute();
    clock.advance(checkMs);
    const after = await about();
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('About, second');
  });

  it('pages carry the nonce CSP; JSON answers a static one that lets nothing run', async () => {
    const page = await about();
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/,
    );
    const json = await ctx.app.inject('/healthz');
    expect(json.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const res of [page, json]) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // JSON is not a page: no session cookie lookup, no language cookie written
    expect(json.headers['set-cookie']).toBeUndefined();
  });
});

describe('hashed assets', () => {
  it('are served compressed at build time (brotli, else gzip), cached for a year, never compressed per request', async () => {
    const assets = join(projectRoot(), 'build', 'client', 'assets');
    // the largest script (the framework chunk): files under 1 KB are not worth compressing
    const [script] = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
    if (!script) throw new Error(`no script in ${assets}`);
    const original = readFileSync(join(assets, script));
    const get = (encoding: string) =>
      ctx.app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(join(assets, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(assets, `${script}.gz`)))).toBe(true);
    for (const res of [br, gz]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // a script is not a document: the page's headers govern framing, CSP and referrer, not its own
      // (each such header costs bytes on every script request; decision 060)
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(res.headers[name], name).toBeUndefined();
      expect(String(res.headers['content-type'])).toMatch(/javascript/);
    }
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('ship React’s production build, whoever started the build (a test runner sets NODE_ENV=test)', () => {
    const assets = join(projectRoot(), 'build', 'client', 'assets');
    const framework = readdirSync(assets).find((f) => /^framework-.+\.js$/.test(f));
    if (!framework) throw new Error(`no framework chunk in ${assets}`);
    const code = readFileSync(join(assets, framework), 'utf8');
    // development React creates this Error for every element, and warns through console.warn
    expect(code).not.toContain('react-stack-top-frame');
    expect(code.length).toBeLessThan(400_000);
  });
});

describe('content version', () => {
  it('moves on every write to each table that guest pages and cached API answers show', async () => {
    const tables = [
      'cities',
      'settings',
      'states',
      'categories',
      'pages',
      'hero_slides',
      'welcome_items',
      'blog_posts',
      'user_guides',
    ];
    for (const table of tables) {
      const before = await versionNow();
      // a statement-level trigger fires even when the statement touches no row
      const column = sql.ref(table === 'cities' ? 'id' : 'city_id');
      await sql`update ${sql.table(table)} set ${column} = ${column} where false`.execute(ctx.db);
      expect(await versionNow(), table).toBeGreaterThan(before);
    }
  });
});
