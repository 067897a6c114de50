import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { sessionCookieName } from '#shared/accounts.ts';
import type { SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    webUser: SessionUser | null;
    webSessionToken: string | null;
  }
}

// static files are skipped; React Router's client data requests (`/Profile.data`) are pages too
const skip = /^\/(api|assets|media)\/|^\/(healthz|readyz)$|\.(?!data$)[a-z0-9]{2,5}$/i;

/**
 * For page requests only: the user behind the HttpOnly session cookie, so account pages render on
 * the server. API routes never read this cookie (they use the bearer header).
 */
export function webSessionHook(services: Services) {
  return async (request: FastifyRequest) => {
    request.webUser = null;
    request.webSessionToken = null;
    const path = request.url.split('?')[0];
    if (skip.test(path)) return;
    const token = request.cookies?.[sessionCookieName];
    if (!token) return;
    const user = await services.accounts.authenticate(token);
    if (!user) return;
    request.webUser = user;
    request.webSessionToken = token;
  };
}
