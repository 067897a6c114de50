import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '../../web/load-context.ts';
import { TtlLru } from '../lib/ttl-lru.ts';
import { type CachedPage, withNonce } from './page-cache.ts';

export interface WebPluginOptions {
  buildDir: string;
  mode: 'production' | 'development';
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => WebLoadContext;
  /** How long a guest page may be served from memory; 0 turns the cache off. */
  pageCacheTtlMs: number;
}

function toWebRequest(request: FastifyRequest, controller: AbortController): Request {
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
    signal: controller.signal,
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
    // hashed file names never change content: cache them for a year
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (path.includes(join('client', 'assets')))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // other public files (favicon, demo images) keep their names when they change: a month, then revalidate
      else reply.header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=86400');
    },
  });

  // React Router reads the raw body itself (form actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const cache = opts.pageCacheTtlMs > 0 ? new TtlLru<CachedPage>(opts.pageCacheTtlMs, 500) : null;

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = opts.getLoadContext(request, reply);
    // Only guests' GET pages are shared; anything with a session or a body is rendered fresh.
    const cacheKey =
      cache && request.method === 'GET' && !context.user && !context.sessionToken
        ? `${context.lang} ${request.url}`
        : null;
    const hit = cacheKey ? cache?.get(cacheKey) : undefined;
    if (hit) {
      reply.status(hit.status).headers(Object.fromEntries(hit.headers)).header('x-page-cache', 'hit');
      return reply.send(withNonce(hit, context.nonce));
    }

    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const response = await handle(toWebRequest(request, controller), context as unknown as AppLoadContext);
    reply.status(response.status);
    const headers: [string, string][] = [];
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      headers.push([key, value]);
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    const type = response.headers.get('content-type') ?? '';
    if (cacheKey && response.status === 200 && !cookies.length && /^text\/(html|x-script)/.test(type)) {
      const body = await response.text();
      cache?.set(cacheKey, { status: 200, headers, body, nonce: context.nonce });
      return reply.header('x-page-cache', 'miss').send(body);
    }
    return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
}
