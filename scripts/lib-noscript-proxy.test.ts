import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoScriptProxy, withoutScripts } from './lib-noscript-proxy.mjs';

// a page shaped like the site's: JSON-LD in <main>, React Router's scripts, a module preload
/** The response as a browser receives it: headers and the raw (still compressed) body. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/framework.js"/><style>p{color:red}</style></head>',
  '<body><main><script type="application/ld+json">{"@type":"LocalBusiness"}</script><p>نص</p></main>',
  '<script nonce="n">(function restoreScroll(k){ sessionStorage.getItem(k) })("s")</script>',
  '<script nonce="n" type="module" async="">const route0 = await import("/assets/root.js");\nhydrate();</script>',
  '</body></html>',
].join('');

describe('the page without its scripts (audit:web AUDIT_NOSCRIPT=1)', () => {
  it('takes out every executable script and module preload and keeps the rest of the markup', () => {
    const html = withoutScripts(page);
    expect(html).not.toContain('restoreScroll');
    expect(html).not.toContain('import(');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="application/ld+json">{"@type":"LocalBusiness"}</script>');
    expect(html).toContain('<style>p{color:red}</style>');
    expect(html).toContain('<p>نص</p>');
  });

  describe('through the proxy', () => {
    let site: Server;
    let proxy: Server;
    let proxyOrigin: string;
    beforeAll(async () => {
      site = createServer((req, res) => {
        const headers = {
          'cross-origin-opener-policy': 'same-origin',
          'x-seen-cookie': req.headers.cookie ?? '',
        };
        if (req.url === '/logo.png')
          return res.writeHead(200, { ...headers, 'content-type': 'image/png' }).end('PNG');
        res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const sitePort = (site.address() as AddressInfo).port;
      proxy = await startNoScriptProxy(0, `http://127.0.0.1:${sitePort}`);
      proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      proxy?.close();
      site?.close();
    });

    it('serves the page stripped and Brotli-compressed, with the site headers and the visitor cookie', async () => {
      const { res, body } = await rawGet(`${proxyOrigin}/MarketProfile/1`, {
        cookie: 'lang=ar',
        'accept-encoding': 'br',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-seen-cookie']).toBe('lang=ar');
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBe(body.length);
      expect(brotliDecompressSync(body).toString('utf8')).toBe(withoutScripts(page));
    });

    it('passes other responses through unchanged', async () => {
      const res = await fetch(`${proxyOrigin}/logo.png`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe('PNG');
    });
  });
});
