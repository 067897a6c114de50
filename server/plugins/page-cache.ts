/**
 * A short-lived cache of server-rendered pages for guests. Rendering a page costs ~3 ms of CPU;
 * a guest page is the same for every guest with the same URL and language, so it is rendered once
 * per TTL. The CSP nonce inside the cached HTML is swapped for the new response's nonce on every
 * hit, so no two responses share one.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  storedAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // re-insert to keep the map in least-recently-used order
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}

/** The body with every occurrence of the cached nonce replaced by this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(page.nonce).join(nonce) : page.body;
}
