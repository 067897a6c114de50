import type { FastifyRequest } from 'fastify';

/** Name of the HttpOnly cookie that lets the web render account pages on the server. */
export const sessionCookieName = 'jaliya_session';

export const requestMeta = (request: FastifyRequest) => ({ ip: request.ip, lang: request.lang });
