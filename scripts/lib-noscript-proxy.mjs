// A proxy in front of the site that serves its pages without their script, for audit:web's
// AUDIT_NOSCRIPT=1 rows (decision 060). What Lighthouse measures on such a page is the share of a
// row that no JavaScript change can remove: the document's parse, the first style and layout, the
// paints and the images. Everything else passes through as the site answers it (headers included:
// the CSP, and the COOP that moves the navigation to a new renderer), so only the scripts differ.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { partsOf, without } from './lib-html-parts.mjs';

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const compressible = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
// the proxy sets these itself (it may compress where the site did not, and the body length changes)
const hopHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** The page's HTML as the site sent it, less its scripts and module preloads (JSON-LD stays: data, not script). */
export function withoutScripts(html) {
  const { hydration, router } = partsOf(html);
  return without(html, [...hydration, ...router]).replace(modulePreload, '');
}

/** Serves `origin` on 127.0.0.1:`port` with every HTML page's scripts taken out; resolves once listening. */
export async function startNoScriptProxy(port, origin) {
  const server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(`${origin}${req.url}`, {
        method: req.method,
        redirect: 'manual',
        headers: {
          cookie: req.headers.cookie ?? '',
          accept: req.headers.accept ?? '*/*',
          'user-agent': req.headers['user-agent'] ?? '',
          'accept-encoding': 'identity',
        },
      });
      const type = upstream.headers.get('content-type') ?? '';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      const headers = {};
      for (const [name, value] of upstream.headers) if (!hopHeaders.has(name)) headers[name] = value;
      // compressed as the site serves it, so Lighthouse's simulated network carries the same bytes
      if (compressible.test(type) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = brotliCompressSync(body);
        headers['content-encoding'] = 'br';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(upstream.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
