import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TtlLru } from '../lib/ttl-lru.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every anonymous caller with the same URL (city content: settings,
     * categories, pages, blog, guides): it may be served from memory for the cache's TTL.
     */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    apiCacheKey: string | null;
  }
}

interface CachedAnswer {
  body: string;
  contentType: string;
}

/**
 * A short-lived in-memory cache of public GET answers. City content changes rarely and is read on
 * every page, so it is built from the database once per TTL instead of on every request. Calls
 * with a bearer token are never cached or answered from the cache (a module may personalise them).
 * The cache is per process; a stale answer lives at most `ttlMs`.
 */
export function registerApiCache(app: FastifyInstance, ttlMs: number) {
  if (ttlMs <= 0) return;
  const cache = new TtlLru<CachedAnswer>(ttlMs, 1000);
  app.decorateRequest('apiCacheKey', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache || request.headers.authorization)
      return;
    request.apiCacheKey = request.url;
    const hit = cache.get(request.url);
    if (!hit) return;
    request.apiCacheKey = null;
    return reply.header('content-type', hit.contentType).header('x-api-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.apiCacheKey || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    cache.set(request.apiCacheKey, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    reply.header('x-api-cache', 'miss');
    return payload;
  });
}
