import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '../web-load-context.ts';
import type { ContentVersion } from '../lib/content-version.ts';
import { acceptsGzip, preferredEncoding } from '../lib/accept-encoding.ts';
import { subresourceHeaders } from './security.ts';
import { brotliWithNonce, type CachedPage, gzipWithNonce, PageCache, withNonce } from './page-cache.ts';

export interface WebPluginOptions {
  buildDir: string;
  mode: 'production' | 'development';
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => WebLoadContext;
  /** How long a guest page is served before it is re-rendered in the background; 0 turns the cache off. */
  pageCacheTtlMs: number;
  /** The content tables' change counter: a write drops every cached page. */
  contentVersion: ContentVersion;
  /** The caches' clock (tests drive it). */
  now?: () => number;
}

function toWebRequest(request: FastifyRequest, signal?: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    signal,
    // @ts-expect-error Node's fetch needs this for a streamed body
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * Serves the React Router build: hashed assets with a year-long immutable cache, then every other
 * GET/POST through server rendering. Registered last, in its own context, so its raw body parser
 * does not touch the API.
 */
export default async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
  const clientDir = join(opts.buildDir, 'client');
  const serverEntry = join(opts.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`no web build at ${serverEntry}; run "npm run build" to serve pages`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, opts.mode);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // the build writes .br and .gz beside each asset (scripts/precompress-assets.mjs)
    preCompressed: true,
    // hashed file names never change content: cache them for a year
    cacheControl: false,
    setHeaders(reply, path) {
      // a script, sheet, font or image is not a document: no page CSP (≈ 400 bytes with a nonce
      // nothing reads) nor other document-only headers, on each of a page's requests (decision 060)
      subresourceHeaders(reply);
      reply.header('X-Content-Type-Options', 'nosniff');
      if (path.includes(join('client', 'assets'))) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // a hashed name is never revalidated: validators would be bytes on every script request
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      }
      // other public files (favicon, demo images) keep their names when they change: a month, then revalidate
      else reply.header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=86400');
    },
  });

  // React Router reads the raw body itself (form actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const cache =
    opts.pageCacheTtlMs > 0
      ? new PageCache({
          ttlMs: opts.pageCacheTtlMs,
          maxEntries: 500,
          versions: opts.contentVersion,
          now: opts.now,
          onRefreshError: (error) => app.log.warn({ err: error }, 'page refresh failed'),
        })
      : null;

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    nonce: string,
    state: string,
  ) => {
    reply
      .status(page.status)
      .headers(page.headers)
      .header('x-page-cache', state)
      .header('vary', 'accept-encoding');
    // compressed once with holes for the nonce: no compression on the hit (gzip-splice.ts,
    // brotli-splice.ts); Brotli when the client takes it, 15–25 % smaller than gzip
    const accept = request.headers['accept-encoding'];
    const br = preferredEncoding(accept) === 'br' ? brotliWithNonce(page, nonce) : undefined;
    if (br) return reply.header('content-encoding', 'br').send(br);
    if (!acceptsGzip(accept)) return reply.send(withNonce(page, nonce));
    return reply.header('content-encoding', 'gzip').send(gzipWithNonce(page, nonce));
  };

  const sendResponse = (reply: FastifyReply, response: Response) => {
    reply.status(response.status);
    for (const [key, value] of response.headers) if (key !== 'set-cookie') reply.header(key, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = opts.getLoadContext(request, reply);
    const appContext = context as unknown as AppLoadContext;
    // Only guests' GET pages are shared; anything with a session or a body is rendered fresh.
    if (cache && request.method === 'GET' && !context.user && !context.sessionToken) {
      // a shared render serves other requests too: it is not cancelled when this client leaves
      const outcome = await cache.serve(`${context.lang} ${request.url}`, context.nonce, () =>
        handle(toWebRequest(request), appContext),
      );
      if ('page' in outcome) return sendPage(request, reply, outcome.page, context.nonce, outcome.state);
      return sendResponse(reply, outcome.response);
    }
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    return sendResponse(reply, await handle(toWebRequest(request, controller.signal), appContext));
  };
  // When pages ship the whole route manifest (routeDiscovery 'initial'), React Router serves no
  // manifest path, yet a tab opened before a deploy may still run a build that discovers routes
  // lazily. It gets React Router's own answer to a stale build, which loads the clicked page as a
  // new document (the not-found page would end that click on the error screen instead). In 'lazy'
  // mode React Router answers the path itself.
  const discovery = build.routeDiscovery;
  if (discovery.mode === 'initial')
    app.route({
      method: ['GET', 'HEAD'],
      url: discovery.manifestPath ?? '/__manifest',
      handler: (_request, reply) =>
        reply
          .status(204)
          .header('X-Remix-Reload-Document', 'true')
          .header('Cache-Control', 'no-store')
          .send(),
    });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
}
