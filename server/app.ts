import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { Lang } from '../shared/i18n/format.ts';
import type { WebLoadContext } from './web-load-context.ts';
import { type AppConfig, publicConfig } from './config.ts';
import { type DB, isDatabaseUp } from './db/database.ts';
import { ContentVersion } from './lib/content-version.ts';
import { withUnavailableAs503 } from './lib/database-down.ts';
import { languageFromHeaders } from './lib/i18n.ts';
import { projectRoot } from './lib/project-root.ts';
import apiPlugin from './plugins/api.ts';
import errorsPlugin from './plugins/errors.ts';
import securityPlugin, {
  pageSecurity,
  type SecurityOptions,
  staticDocumentCsp,
  tileSource,
} from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import { webSessionHook } from './modules/accounts/web-session.ts';
import { catalogModulesRoutes } from './plugins/catalog-modules.ts';
import { siteModulesRoutes } from './plugins/site-modules.ts';
import { registerMediaRoutes } from './modules/photos/media.routes.ts';
import { registerSitemapRoutes } from './modules/sitemaps/sitemaps.routes.ts';
import { createServices, type Services } from './services.ts';
import { AppError } from '../shared/errors.ts';
import { safeRedirect } from '../shared/safe-redirect.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: DB;
  /** Folder of the React Router build; pages are served only when it exists. */
  webBuildDir?: string;
  /** Where log lines go instead of stdout, with the app's own level and redaction (tests read them). */
  logStream?: { write(line: string): void };
  /** The caches' clock; tests drive it instead of waiting. */
  now?: () => number;
}

const apiLangPattern = /^\/api\/v\d+\/(en|ar)(\/|$)/;
const prefixPattern = /^\/(en|ar)(\/.*)?$/;

/** Builds the whole app without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Fastify's req/res serializers already drop headers; this catches headers that a
            // hand-written log call carries (top level or one object down, e.g. { upstream: { headers } }).
            redact: {
              paths: ['.authorization', '.cookie', '["set-cookie"]'].flatMap((h) => [
                `headers${h}`,
                `*.headers${h}`,
              ]),
              remove: true,
            },
            ...(options.logStream && { stream: options.logStream }),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // a catalog module's file name lists the sections a page ships (`/i18n/{id}.js`): up to 12
    // names, longer than the router's 100-character default for one parameter
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({ db, config, log: app.log });
  app.decorate('services', services);
  // the API sets it from its path, pages from the cookie or Accept-Language; the rest stay English
  app.decorateRequest('lang', 'en');
  const now = options.now ?? Date.now;
  const contentVersion = new ContentVersion(db, config.CACHE_CHECK_MS, now);
  const security: SecurityOptions = {
    hsts: config.PUBLIC_URL.startsWith('https://'),
    extraScriptSrc: config.CHAT_SCRIPT_URL ? [new URL(config.CHAT_SCRIPT_URL).origin] : [],
    extraImgSrc: [tileSource(config.MAP_TILE_URL)],
    extraConnectSrc: config.GEOCODER_URL ? [new URL(config.GEOCODER_URL.replace('{q}', 'x')).origin] : [],
  };

  // Everything shared by every answer: errors, static security headers (data CSP), compression.
  // Page work (cookies, nonce CSP, language choice, sessions) lives in the pages' context below,
  // so API calls and health checks skip it.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, security);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // quality 5; the size hint spares brotli its default 4 MB window set-up on every answer, which
    // cost as much CPU as compressing a 40 KB page
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: 64 * 1024 },
    } as never,
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await isDatabaseUp(db)) return { status: 'ok', database: 'up' };
    return reply.status(503).send({ status: 'unavailable', database: 'down' });
  });

  registerMediaRoutes(app, services.storage);
  registerSitemapRoutes(app, services.sitemaps, config.PUBLIC_URL);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jaliya API',
        version: '1.0.0',
        description: 'Bilingual community portal and classifieds API.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // the OpenAPI UI is an HTML document with its own script files
  await app.register(async (docs) => {
    staticDocumentCsp(docs, security);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(apiPlugin, {
    prefix: '/api/v1/:lang/:cityId',
    services,
    cacheTtlMs: config.API_CACHE_TTL_MS,
    contentVersion,
    now,
  });
  app.all('/api/*', { onRequest: apiLanguage }, async () => {
    throw new AppError('NOT_FOUND');
  });

  await app.register(async (pages) => {
    await pages.register(cookie);
    pageSecurity(pages, security);
    pages.addHook('onRequest', async (request, reply) => {
      request.lang = languageFromHeaders(request.cookies.lang, request.headers['accept-language']);
      // /en/... and /ar/... choose the language and drop the prefix (the browser keeps the #hash).
      // The rest comes from the request: /ar//evil.example must not become Location: //evil.example.
      const path = request.url.split('?')[0];
      const match = prefixPattern.exec(path);
      if (!match || request.method !== 'GET') return;
      const query = request.url.slice(path.length);
      reply.setCookie('lang', match[1], { path: '/', maxAge: 31536000, sameSite: 'lax' });
      return reply.redirect(safeRedirect(`${match[2] || '/'}${query}`, '/'), 302);
    });

    // accounts: the signed-in user of a page request (cookie)
    pages.decorateRequest('webUser', null);
    pages.decorateRequest('webSessionToken', null);
    pages.addHook('preHandler', webSessionHook(services));

    // pages see a database outage as a 503 (translated error page), not as a crash
    const pageServices = withUnavailableAs503(services);
    const clientConfig = publicConfig(config);
    await pages.register(catalogModulesRoutes);
    await pages.register(siteModulesRoutes, { site: services.site });
    const webBuildDir = options.webBuildDir ?? join(projectRoot(), config.OUT_DIR, 'build');
    await pages.register(webPlugin, {
      buildDir: webBuildDir,
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
      pageCacheTtlMs: config.PAGE_CACHE_TTL_MS,
      contentVersion,
      now,
      getLoadContext: (request: FastifyRequest, reply: FastifyReply): WebLoadContext => {
        const queryLang = (request.query as { lang?: string } | undefined)?.lang;
        let lang = request.lang;
        if (queryLang === 'en' || queryLang === 'ar') {
          lang = queryLang;
          if (request.cookies.lang !== queryLang)
            reply.setCookie('lang', queryLang, { path: '/', maxAge: 31536000, sameSite: 'lax' });
        }
        return {
          lang,
          nonce: request.cspNonce,
          config: clientConfig,
          services: pageServices,
          user: request.webUser,
          sessionToken: request.webSessionToken,
          clientIp: request.ip,
          documentRequest: request.method === 'GET' && !request.url.split('?')[0].endsWith('.data'),
        };
      },
    });
  });
  // the rate-limit store closes with the app
  app.addHook('onClose', async () => services.rateLimiter.store.close());
  return app;
}

/** An API path's language segment, for answers outside the API plugin (its unknown paths). */
function apiLanguage(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const match = apiLangPattern.exec(request.url);
  if (match) request.lang = match[1] as Lang;
  done();
}
