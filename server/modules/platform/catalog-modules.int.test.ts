import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogId, catalogMessages, shellNamespaces } from '#shared/i18n/catalog-modules.ts';
import type { TestContext } from '../../test/app.ts';
import { buildWebTestApp } from '../../test/web-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildWebTestApp();
});
afterAll(() => ctx.close());

const page = (url: string, lang: 'en' | 'ar') =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: `lang=${lang}` } });

describe('catalog modules (decision 060)', () => {
  it.each(['en', 'ar'] as const)(
    'a %s page names its catalogs and carries none of their strings in its data',
    async (lang) => {
      const response = await page('/Login', lang);
      expect(response.statusCode).toBe(200);
      const ids = /<meta name="jaliya-catalogs" content="([^"]*)"/.exec(response.body)?.[1].split(' ');
      // two modules: the root's namespaces and the page's
      expect(ids).toEqual([catalogId(lang, ...shellNamespaces), catalogId(lang, 'account')]);
      // the router's data script holds the ids, not the keys and strings of the namespaces
      const data = /streamController\.enqueue\((".*?")\);/s.exec(response.body)?.[1] ?? '';
      expect(data).toContain(catalogId(lang, ...shellNamespaces));
      expect(data).not.toContain('common.footer.subscribeTitle');
      expect(data).not.toContain(
        JSON.stringify(catalogMessages(lang, 'common')['common.footer.subscribeTitle']).slice(1, -1),
      );
    },
  );

  it('serves a current catalog as a module cached for a year', async () => {
    const id = catalogId('ar', 'common');
    const response = await ctx.app.inject({ method: 'GET', url: `/i18n/${id}.js` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // a module, not a document: no page CSP with its nonce, none of the document-only headers
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
      expect(response.headers[name], name).toBeUndefined();
    expect(response.body).toContain(
      JSON.stringify(catalogMessages('ar', 'common')['common.footer.subscribe']).slice(1, -1),
    );
  });

  it('serves the sections a post page names, however long their list', async () => {
    const sections = ['market.home', 'market.breadcrumb', 'market.show', 'market.card', 'moderation.report'];
    const id = catalogId('ar', ...sections, 'moderation.validation', 'market.condition', 'relay');
    expect(id.length).toBeGreaterThan(100);
    const response = await ctx.app.inject({ method: 'GET', url: `/i18n/${id}.js` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain(
      JSON.stringify(catalogMessages('ar', 'market.home')['market.home']).slice(1, -1),
    );
  });

  it("answers an older version with today's strings, not to be cached", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/i18n/en.common.0ld.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/i18n/fr.common.abc.js',
    '/i18n/en.nothing.abc.js',
    '/i18n/en.common.abc',
    '/i18n/..%2Fpackage.json',
  ])('%s is not found', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
