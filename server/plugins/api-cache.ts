import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, preferredEncoding } from '../lib/accept-encoding.ts';
import type { ContentVersion } from '../lib/content-version.ts';
import { SwrCache } from '../lib/swr-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every anonymous caller with the same URL (city content: settings,
     * categories, pages, blog, guides): it may be served from memory until content changes.
     * 'per-minute': the answer also depends on the clock (posts leave the lists when they expire, a
     * business is open now or not), so an entry is fresh only in the minute it was built in; after
     * that it is served stale only while one request builds the new minute's.
     */
    publicCache?: boolean | 'per-minute';
  }
  interface FastifyRequest {
    /** Set while this request builds (or rebuilds) a cache entry: its key and content version. */
    apiCacheFill: { key: string; version: number; minute: number; done: () => void } | null;
  }
}

/** Smaller answers go out as they are (the compress plugin's threshold). */
const compressAbove = 1024;

/**
 * Brotli's window, just large enough for the body (64 KB at least). Quality 9 with the default
 * 4 MB window (22 bits) took 26–36 ms of this thread per 17 KB list answer on the 2-core machine,
 * with 16 bits 0.3–2 ms and the same bytes out: at a minute's turn every per-minute list answer is
 * built again, and that cost stalled every request for up to 280 ms (decision 100).
 */
const brotliWindowBits = (bytes: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 16))));

/** One answer, kept in each encoding a client asked for, each compressed once. */
class CachedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly body: string,
    readonly contentType: string,
    /** the minute the answer was built in (epoch minutes) */
    readonly minute: number,
  ) {}

  payload(encoding: Encoding): { body: string | Buffer; encoding?: Encoding } {
    if (encoding === 'identity' || this.body.length < compressAbove) return { body: this.body };
    this.encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(Buffer.byteLength(this.body)),
            },
          })
        : gzipSync(this.body, { level: 9 });
    return { body: this.encoded[encoding], encoding };
  }
}

/**
 * An in-memory cache of public GET answers. City content changes rarely and is read on every page,
 * so it is built from the database once, kept until the content version moves (a write), and after
 * `ttlMs` served stale while the next request rebuilds it; callers that find nothing to serve while it is
 * built wait for that build (single flight). A hit is answered from the onRequest hook,
 * already compressed. Calls with a bearer token are never cached or answered from the cache (a
 * module may personalise them). The cache is per process.
 */
export function registerApiCache(
  app: FastifyInstance,
  opts: { ttlMs: number; versions: ContentVersion; now?: () => number },
) {
  if (opts.ttlMs <= 0) return;
  const now = opts.now ?? Date.now;
  const cache = new SwrCache<CachedAnswer>(opts.ttlMs, 1000, now);
  app.decorateRequest('apiCacheFill', null);

  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, state: string) => {
    const { body, encoding } = answer.payload(preferredEncoding(request.headers['accept-encoding']));
    reply
      .header('content-type', answer.contentType)
      .header('vary', 'accept-encoding')
      .header('x-api-cache', state);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  /** This request builds the entry; others keep getting the stale one (if any) until it is done. */
  const fill = (request: FastifyRequest, key: string, version: number, minute: number) => {
    let done = () => {};
    cache.fly(key, version, () => new Promise<undefined>((resolve) => (done = () => resolve(undefined))));
    // onResponse ends the flight; a connection that dies mid-request may never get there
    setTimeout(done, 10_000).unref();
    request.apiCacheFill = { key, version, minute, done };
  };

  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config.publicCache;
    if (request.method !== 'GET' || !mode || request.headers.authorization) return;
    const key = request.url;
    const minute = Math.floor(now() / 60_000);
    const version = opts.versions.peek() ?? (await opts.versions.refresh());
    const hit = cache.get(key, version);
    if (hit?.fresh && (mode !== 'per-minute' || hit.value.minute === minute))
      return send(request, reply, hit.value, 'hit');
    const building = cache.flight(key);
    if (building) {
      // someone is rebuilding it: the stale answer now; with nothing to serve, theirs when it is
      // ready (a burst of first callers costs one database read, not one each)
      if (hit) return send(request, reply, hit.value, 'stale');
      await building;
      const built = cache.get(key, version);
      if (built) return send(request, reply, built.value, 'shared');
      // their build answered something not kept (an error, a 404): this request runs as usual
      return;
    }
    fill(request, key, version, minute);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const filling = request.apiCacheFill;
    if (!filling || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    cache.set(filling.key, new CachedAnswer(payload, type, filling.minute), filling.version);
    reply.header('x-api-cache', 'miss');
    return payload;
  });

  // whatever happened (an error, a closed connection), the next request may build it
  app.addHook('onResponse', (request, _reply, done) => {
    request.apiCacheFill?.done();
    done();
  });
}
