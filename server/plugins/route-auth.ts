import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { canModerateRole } from '#shared/roles.ts';
import type { SessionUser } from '../modules/accounts/session-user.ts';

/**
 * Who may call a route, declared next to its schema: `config: { auth: 'verified' }`.
 * - `user`: any signed-in account (401 otherwise);
 * - `verified`: signed in with a verified e-mail address (403 EMAIL_NOT_VERIFIED otherwise);
 * - `moderator`: a moderator or an admin (403 FORBIDDEN otherwise);
 * - `admin`: an admin only;
 * - `optional`: public, but a valid bearer token makes the caller known (an owner sees their own
 *   pending post); a missing or stale token is a guest.
 * A route without `auth` is public and never looks at the token.
 */
export type AuthLevel = 'user' | 'verified' | 'moderator' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    /** The caller of a route that declares `auth` (null on public routes). */
    user: SessionUser | null;
    /** The bearer token that authenticated `user`. */
    sessionToken: string | null;
  }
}

/**
 * The bearer token of an API call. API calls authenticate with the Authorization header only: a
 * cookie never authorises an API write, so cross-site requests cannot act for the user.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** Throws unless `user` may call a route declared with `level`. */
export function assertAllowed(
  user: SessionUser | null,
  level: Exclude<AuthLevel, 'optional'>,
): asserts user is SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED');
  if (level === 'verified' && !user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  if (level === 'moderator' && !canModerateRole(user.role)) throw new AppError('FORBIDDEN');
  if (level === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN');
}

/**
 * THE auth check of the API: one hook reads the route's declared level, resolves the bearer token
 * once and refuses callers below it, so no handler checks (or forgets to check) by itself. It runs
 * on the request, before the body is read or validated: a guest is told to log in (401), not that
 * the form is wrong, and a refused upload is not read first.
 */
export function registerRouteAuth(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<SessionUser | null>,
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.auth;
    if (!level) return;
    const token = bearerToken(request);
    const user = token ? await authenticate(token) : null;
    if (level !== 'optional') assertAllowed(user, level);
    request.user = user;
    request.sessionToken = user ? token : null;
  });
}

/**
 * The caller of a route that declares `auth`. A handler of a route without `auth` that asks for
 * it is a programming error, answered 500 rather than served to a guest.
 */
export function callerOf(request: FastifyRequest): { user: SessionUser; token: string } {
  if (!request.user || !request.sessionToken)
    throw new Error(`route ${request.routeOptions.url} reads its caller but declares no config.auth`);
  return { user: request.user, token: request.sessionToken };
}
