import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';

/**
 * Stored media under /media/<key>, from whatever storage is configured. Names hold a random id and
 * never change content, so browsers and proxies may keep them for a year (decision 090).
 */
export function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage) {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const object = await storage.get(request.params['*']);
    if (!object) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
