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
}

/** The body with every occurrence of the cached nonce replaced by this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.split(page.nonce).join(nonce) : page.body;
}
