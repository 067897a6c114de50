// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, rewriteModuleScript } from './hydrate-after-paint.server.ts';

const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework-4.js" nonce="abc"/>';
const script =
  '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/blog-2.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/blog":route1};\n' +
  'import("/assets/entry.client-3.js");</script>';
const page = `<html><head><meta charset="utf-8"/>${preloads}<title>جالية</title></head><body><p>جالية — مرحبا</p>${script}<p>بعد</p></body></html>`;

function cut(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

describe('hydrateAfterPaint', () => {
  it('turns the route imports into dynamic ones that wait for the first paint', () => {
    const out = rewriteModuleScript(script.slice(0, script.indexOf('</script>')));
    expect(out).toMatch(/^<script nonce="abc" type="module" async="">await new Promise/);
    expect(out).toContain('const route0 = await import("/assets/root-1.js");');
    expect(out).toContain('const route1 = await import("/assets/blog-2.js");');
    expect(out).not.toMatch(/import \* as/);
    expect(out.indexOf("observe({ type: 'paint', buffered: true })")).toBeLessThan(
      out.indexOf('await import'),
    );
  });

  it('moves the module preloads from <head> to after the paint, however the stream is cut', async () => {
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const out = await text(Readable.from(cut(bytes, size)).pipe(hydrateAfterPaint()));
      expect(out).not.toContain('<link rel="modulepreload"');
      expect(out).toContain('<head><meta charset="utf-8"/><title>جالية</title></head>');
      expect(out).toContain('<p>جالية — مرحبا</p>');
      expect(out).toContain('for (const href of ["/assets/entry.client-3.js","/assets/framework-4.js"])');
      expect(out.indexOf("observe({ type: 'paint', buffered: true })")).toBeLessThan(
        out.indexOf('for (const href of'),
      );
      expect(out.indexOf('for (const href of')).toBeLessThan(
        out.indexOf('await import("/assets/root-1.js")'),
      );
      expect(out).toMatch(/<\/script><p>بعد<\/p><\/body><\/html>$/);
    }
  });

  it("preloads the page's catalog modules with the route modules, keeping their <meta>", async () => {
    const meta = '<meta name="jaliya-catalogs" content="ar.common.1a ar.blog.2b"/>';
    const withCatalogs = page.replace('<title>', `${meta}<title>`);
    const bytes = Buffer.from(withCatalogs, 'utf8');
    for (const size of [1, 7, bytes.length]) {
      const out = await text(Readable.from(cut(bytes, size)).pipe(hydrateAfterPaint()));
      expect(out).toContain(meta);
      expect(out).toContain(
        'for (const href of ["/assets/entry.client-3.js","/assets/framework-4.js","/i18n/ar.common.1a.js","/i18n/ar.blog.2b.js"])',
      );
    }
  });

  it("preloads the page's site shell module with the route modules, keeping its <meta>", async () => {
    const meta = '<meta name="jaliya-site" content="ar.3c9x"/>';
    const withSite = page.replace('<title>', `${meta}<title>`);
    const bytes = Buffer.from(withSite, 'utf8');
    for (const size of [1, 7, bytes.length]) {
      const out = await text(Readable.from(cut(bytes, size)).pipe(hydrateAfterPaint()));
      expect(out).toContain(meta);
      expect(out).toContain(
        'for (const href of ["/assets/entry.client-3.js","/assets/framework-4.js","/site/ar.3c9x.js"])',
      );
    }
  });

  it('preloads each module once, however many times the page names it', () => {
    const out = rewriteModuleScript(script.slice(0, script.indexOf('</script>')), [
      '/assets/framework-4.js',
      '/i18n/ar.validation.1a.js',
      '/assets/framework-4.js',
      '/i18n/ar.validation.1a.js',
    ]);
    expect(out).toContain('for (const href of ["/assets/framework-4.js","/i18n/ar.validation.1a.js"])');
  });

  it('leaves a page without the router script untouched', async () => {
    const plain = '<html><body><script nonce="x">window.a = 1;</script><p>a < b</p></body></html>';
    for (const size of [1, 5, plain.length]) {
      const out = await text(Readable.from(cut(Buffer.from(plain), size)).pipe(hydrateAfterPaint()));
      expect(out).toBe(plain);
    }
  });
});
