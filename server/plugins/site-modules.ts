import type { FastifyInstance } from 'fastify';
import type { SiteShellService } from '../modules/site/site-shell.service.ts';
import { moduleIdOf, sendBrowserModule } from './browser-module.ts';

/** GET /site/{lang}.{hash}.js: the site shell (settings, menu categories, public configuration) as a browser module (decision 061). */
export async function siteModulesRoutes(app: FastifyInstance, options: { site: SiteShellService }) {
  app.get<{ Params: { file: string } }>('/site/:file', async (request, reply) => {
    const id = moduleIdOf(request.params.file);
    return sendBrowserModule(reply, id ? await options.site.module(id) : null);
  });
}
