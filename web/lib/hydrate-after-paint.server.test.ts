// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, rewriteModuleScript } from './hydrate-after-paint.server.ts';

const script =
  '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/blog-2.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/blog":route1};\n' +
  'import("/assets/entry.client-3.js");</script>';

describe('hydrateAfterPaint', () => {
  it('turns the route imports into dynamic ones behind the first frame', () => {
    const out = rewriteModuleScript(script.slice(0, script.indexOf('</script>')));
    expect(out).toMatch(/^<script nonce="abc" type="module" async="">await new Promise/);
    expect(out).toContain('const route0 = await import("/assets/root-1.js");');
    expect(out).toContain('const route1 = await import("/assets/blog-2.js");');
    expect(out).not.toMatch(/import \* as/);
    expect(out.indexOf('requestAnimationFrame')).toBeLessThan(out.indexOf('await import'));
  });

  it('rewrites the script however the stream is cut, and leaves the rest byte for byte', async () => {
    const page = `<html><body><p>جالية — مرحبا</p>${script}<p>بعد</p></body></html>`;
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(hydrateAfterPaint()));
      expect(out).toBe(
        page.replace(
          script.slice(0, script.indexOf('</script>')),
          rewriteModuleScript(script.slice(0, script.indexOf('</script>'))),
        ),
      );
      expect(out).toContain('<p>جالية — مرحبا</p>');
      expect(out).toContain('const route1 = await import("/assets/blog-2.js");');
    }
  });

  it('leaves a page without the router script untouched', async () => {
    const page = '<html><body><script nonce="x">window.a = 1;</script></body></html>';
    expect(await text(Readable.from([Buffer.from(page)]).pipe(hydrateAfterPaint()))).toBe(page);
  });
});
