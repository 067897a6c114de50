import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { Services } from '../../services.ts';

/** Name of the HttpOnly cookie that lets the web render account pages on the server. */
export const sessionCookieName = 'jaliya_session';

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

/** The signed-in user of an API call, or 401. */
export async function requireApiUser(request: FastifyRequest, services: Services) {
  const token = bearerToken(request);
  const user = await services.accounts.authenticate(token);
  if (!user || !token) throw new AppError('UNAUTHORIZED');
  return { user, token };
}

export const requestMeta = (request: FastifyRequest) => ({ ip: request.ip, lang: request.lang });
