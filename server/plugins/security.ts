import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * Security headers. Scripts run only from our origin or with this request's nonce; inline style
 * attributes stay allowed (React sets them) but never inline script. No framing at all.
 */
export default fp(async function securityPlugin(
  app: FastifyInstance,
  opts: { hsts: boolean; extraScriptSrc: string[] },
) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    // helmet's directive callbacks receive the raw request
    (request.raw as unknown as { cspNonce: string }).cspNonce = request.cspNonce;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (req) => `'nonce-${(req as unknown as { cspNonce: string }).cspNonce}'`,
          ...opts.extraScriptSrc,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...opts.extraScriptSrc],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: opts.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
});
