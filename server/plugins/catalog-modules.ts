import type { FastifyInstance } from 'fastify';
import { catalogModule } from '../../shared/i18n/catalog-modules.ts';

/**
 * GET /i18n/{lang}.{namespace}.{hash}.js: one catalog namespace as a browser module (decision 060).
 * The current version is cached for a year (its URL changes with its strings); an older hash, asked
 * by a page rendered before a deploy, gets today's strings, not to be kept.
 */
export async function catalogModulesRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const id = request.params.file.endsWith('.js') ? request.params.file.slice(0, -3) : '';
    const module = id ? catalogModule(id) : null;
    if (!module) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', module.current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(module.source);
  });
}
