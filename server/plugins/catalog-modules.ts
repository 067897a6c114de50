import type { FastifyInstance } from 'fastify';
import { catalogModule } from '#shared/i18n/catalog-modules.ts';
import { moduleIdOf, sendBrowserModule } from './browser-module.ts';

/** GET /i18n/{lang}.{namespaces}.{hash}.js: the catalog namespaces a loader names, as a browser module (decision 060). */
export async function catalogModulesRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const id = moduleIdOf(request.params.file);
    return sendBrowserModule(reply, id ? catalogModule(id) : null);
  });
}
