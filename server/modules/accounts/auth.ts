import type { FastifyRequest } from 'fastify';

export const requestMeta = (request: FastifyRequest) => ({ ip: request.ip, lang: request.lang });
