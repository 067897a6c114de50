import { gzipSync } from 'node:zlib';
import type { ContentVersion } from '../lib/content-version.ts';
import { fitsHoles, prepareSplicedBrotli, type SplicedBrotli, splicedBrotli } from '../lib/brotli-splice.ts';
import { prepareSplicedGzip, type SplicedGzip, splicedGzip } from '../lib/gzip-splice.ts';
import { SwrCache } from '../lib/swr-cache.ts';

/**
 * Server-rendered pages for guests. Rendering a page costs ~3 ms of CPU; a guest page is the same
 * for every guest with the same URL and language, so it is rendered once and reused until the
 * content changes (content version) — past `ttlMs` it is served stale while one request re-renders
 * it in the background, and requests that arrive while a page renders wait for that one render. The
 * CSP nonce inside the cached HTML is swapped for each response's own nonce, so no two responses
 * share one.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  nonce: string;
  /** The body gzip-compressed once with holes for the nonce, made on the first hit that takes gzip. */
  gzip?: SplicedGzip;
  /**
   * The body Brotli-compressed with holes for the nonce (HTML only): made before the page is first
   * served (quality 6, ≈ 10 ms on the thread pool), then replaced by quality 11 in the background,
   * 8–10 % smaller again. Undefined when it cannot be spliced safely: such a page goes out gzip.
   */
  brotli?: SplicedBrotli;
}

/** Brotli quality of a page's first answers, and of the version that replaces it once made. */
const firstQuality = 6;
const bestQuality = 11;

/** Adds the Brotli version of an HTML page (see `CachedPage.brotli`); resolves once the first is made. */
export async function addBrotli(page: CachedPage | undefined): Promise<CachedPage | undefined> {
  if (!page?.headers['content-type']?.startsWith('text/html')) return page;
  page.brotli = await prepareSplicedBrotli(page.body, page.nonce, firstQuality);
  if (page.brotli)
    void prepareSplicedBrotli(page.body, page.nonce, bestQuality).then((best) => {
      if (best) page.brotli = best;
    });
  return page;
}

/** The body Brotli-compressed with this response's nonce, or undefined (send gzip instead). */
export function brotliWithNonce(page: CachedPage, nonce: string): Buffer | undefined {
  if (!page.brotli || (page.nonce && !fitsHoles(page.brotli, nonce))) return undefined;
  return splicedBrotli(page.brotli, nonce);
}

/** The body with every occurrence of the cached nonce replaced by this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(page.nonce).join(nonce) : page.body;
}

/** The body gzip-compressed, with this response's nonce: no compression work per hit. */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer {
  page.gzip ??= prepareSplicedGzip(page.body, page.nonce);
  // nonces all have one length; should one ever differ, compress this answer the ordinary way
  if (Buffer.byteLength(nonce) !== page.gzip.holeLength) return gzipSync(withNonce(page, nonce));
  return splicedGzip(page.gzip, nonce);
}

/** A rendered response worth sharing: 200 HTML (or React Router data) that sets no cookie. */
export async function toCachedPage(response: Response, nonce: string): Promise<CachedPage | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !response.body || !/^text\/(html|x-script)/.test(type)) return undefined;
  if (response.headers.getSetCookie().length) return undefined;
  return { status: 200, headers: Object.fromEntries(response.headers), body: await response.text(), nonce };
}

/** How a page request was answered: from the cache (`x-page-cache` says how) or by its own render. */
export type PageOutcome =
  | { page: CachedPage; state: 'hit' | 'stale' | 'miss' | 'shared' }
  | { response: Response };

export class PageCache {
  private readonly pages: SwrCache<CachedPage>;

  constructor(
    private readonly opts: {
      ttlMs: number;
      maxEntries: number;
      versions: Pick<ContentVersion, 'current'>;
      onRefreshError: (error: unknown) => void;
      now?: () => number;
    },
  ) {
    this.pages = new SwrCache(opts.ttlMs, opts.maxEntries, opts.now);
  }

  /**
   * Answers the page `key`. `render` renders it for this request (with this request's `nonce`);
   * it is called at most once per call, and not at all when the cache or another request's
   * render answers.
   */
  async serve(key: string, nonce: string, render: () => Promise<Response>): Promise<PageOutcome> {
    const version = await this.opts.versions.current();
    const hit = this.pages.get(key, version);
    if (hit) {
      if (!hit.fresh && !this.pages.flight(key))
        this.pages
          .fly(key, version, async () => addBrotli(await toCachedPage(await render(), nonce)))
          .catch(this.opts.onRefreshError);
      return { page: hit.value, state: hit.fresh ? 'hit' : 'stale' };
    }
    const running = this.pages.flight(key);
    if (running) {
      const page = await running.catch(() => undefined);
      // the shared render was not cacheable (an error page, a cookie): this request renders its own
      return page ? { page, state: 'shared' } : { response: await render() };
    }
    let own: Response | undefined;
    const page = await this.pages.fly(key, version, async () => {
      const response = await render();
      const cacheable = await toCachedPage(response, nonce);
      if (!cacheable) own = response;
      return addBrotli(cacheable);
    });
    return page ? { page, state: 'miss' } : { response: own as Response };
  }
}
