import type { Lang } from '../shared/i18n/format.ts';
import type { PublicConfig } from './config.ts';
import type { SessionUser } from './modules/accounts/session-user.ts';
import type { Services } from './services.ts';

export type { SessionUser };

/**
 * What the Fastify server hands every loader and action: services called in-process (no HTTP hop),
 * the language chosen for this request, the CSP nonce and the public settings. Declared on the
 * server side because the server builds it; `web/load-context.ts` re-exports it for the pages, so
 * the server never imports from `web/`.
 */
export interface WebLoadContext {
  lang: Lang;
  nonce: string;
  config: PublicConfig;
  services: Services;
  user: SessionUser | null;
  /** The raw session token from the HttpOnly cookie, for loaders that call authenticated services. */
  sessionToken: string | null;
  /** The client's address (Fastify's request.ip, proxy-aware when TRUST_PROXY is set): the key for rate limits in page actions. */
  clientIp: string;
  /**
   * A browser's page load (not a client navigation's or a fetcher's `.data` request): what only the
   * server render needs may then stay out of the hydration data (a list's cards, decision 061).
   * Unset means a data request.
   */
  documentRequest?: boolean;
}
