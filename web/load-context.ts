import type { Lang } from '../shared/i18n/format.ts';
import type { PublicConfig } from '../server/config.ts';
import type { Services } from '../server/services.ts';

/** The signed-in user as pages see it (filled by the accounts module; null for guests). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
}

/**
 * What the Fastify server hands every loader and action: services called in-process (no HTTP hop),
 * the language chosen for this request, the CSP nonce and the public settings.
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
}

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
