import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/errors.ts';
import type { ContentVersion } from '../lib/content-version.ts';
import { apiModules } from '../modules/index.ts';
import type { Services } from '../services.ts';
import { registerApiCache } from './api-cache.ts';
import { registerRouteAuth } from './route-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cityId: number;
  }
}

/**
 * The REST API under /api/v1/{lang}/{cityId}/: checks the language and city once for every route,
 * then hands each module its routes with the services.
 */
export default async function apiPlugin(
  app: FastifyInstance,
  opts: {
    services: Services;
    cacheTtlMs: number;
    contentVersion: ContentVersion;
    now?: () => number;
  },
) {
  // the path says the language: errors are translated into it even before the checks below
  app.addHook('onRequest', (request, _reply, done) => {
    const { lang } = request.params as { lang?: string };
    if (lang === 'en' || lang === 'ar') request.lang = lang;
    done();
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  registerApiCache(app, { ttlMs: opts.cacheTtlMs, versions: opts.contentVersion, now: opts.now });
  app.decorateRequest('cityId', 0);
  // on the request, as the auth check after it: neither waits for the body to be read or validated
  app.addHook('onRequest', async (request) => {
    const params = request.params as { lang?: string; cityId?: string };
    if (params.lang !== 'en' && params.lang !== 'ar') throw new AppError('BAD_LANGUAGE');
    const cityId = Number(params.cityId);
    if (!Number.isInteger(cityId) || cityId <= 0 || !(await opts.services.settings.isKnownCity(cityId)))
      throw new AppError('CITY_NOT_FOUND');
    request.cityId = cityId;
  });
  // after the language and city: an unknown city is a 404 before anyone is asked to log in
  registerRouteAuth(app, (token) => opts.services.accounts.authenticate(token));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const register of apiModules) await register(typed, opts.services);
}
