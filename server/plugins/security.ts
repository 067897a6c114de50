import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export interface SecurityOptions {
  hsts: boolean;
  /** Origins a third-party script (the chat widget) loads from and talks to. */
  extraScriptSrc: string[];
  /** Origins of map tiles (images) and of the geocoder the add-business form calls. */
  extraImgSrc?: string[];
  extraConnectSrc?: string[];
}

/**
 * The CSP of HTML documents. Scripts run only from our origin or, on pages, with this response's
 * nonce; inline style attributes stay allowed (React sets them) but never inline script. No framing.
 * `nonce` null: a document without inline script (the OpenAPI UI).
 */
export function documentCsp(opts: SecurityOptions, nonce: string | null): string {
  const scriptSrc = ["'self'", ...(nonce === null ? [] : [`'nonce-${nonce}'`]), ...opts.extraScriptSrc];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https://i.ytimg.com", ...(opts.extraImgSrc ?? [])].join(' '),
    "font-src 'self'",
    `connect-src ${["'self'", ...opts.extraScriptSrc, ...(opts.extraConnectSrc ?? [])].join(' ')}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
}

/**
 * The CSP source of a MAP_TILE_URL template: its origin (the `{z}/{x}/{y}{r}` are not part of it),
 * a `{s}` subdomain (Leaflet's a, b, c) as a wildcard label.
 */
export function tileSource(template: string): string {
  const placeholder = 'tile-subdomain';
  return new URL(template.replaceAll('{s}', placeholder).replace(/\{[a-z]\}/g, '0')).origin.replace(
    placeholder,
    '*',
  );
}

/** JSON and other non-documents: nothing may load or run, and nothing may frame them. */
export const dataCsp = "default-src 'none';frame-ancestors 'none'";

/** The headers every answer carries (those helmet sent before), with the given CSP. */
export function securityHeaders(opts: SecurityOptions, csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(opts.hsts && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Headers that only govern a document: what it may load and run (CSP), who may frame it, its
 * browsing context and referrer, legacy IE and Flash switches. A script, stylesheet, font or image
 * a page loads is not a document, and the page's own headers decide all of that; such an answer
 * needs only nosniff, CORP and HSTS. Each header costs ≈ 30–60 bytes on every one of a page's
 * 10–15 script requests, which count towards the 125 KB JavaScript budget (decision 060).
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Leaves a subresource answer (static files, catalog and site modules) only the headers it needs. */
export function subresourceHeaders(reply: { removeHeader(name: string): unknown }) {
  for (const name of documentOnlyHeaders) reply.removeHeader(name);
}

/**
 * Every answer gets one precomputed set of security headers with the strict data CSP: the API and
 * health checks do no per-request work for them. Contexts that serve documents replace the CSP
 * (`pageSecurity` for pages, a static document CSP for the OpenAPI UI).
 */
export default fp(async function securityPlugin(app: FastifyInstance, opts: SecurityOptions) {
  const headers = securityHeaders(opts, dataCsp);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** For one context's HTML documents without inline script: the document CSP, precomputed. */
export function staticDocumentCsp(app: FastifyInstance, opts: SecurityOptions) {
  const csp = documentCsp(opts, null);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', csp);
    done();
  });
}

/** For the pages' context: a fresh nonce per request, which the CSP and every inline script carry. */
export function pageSecurity(app: FastifyInstance, opts: SecurityOptions) {
  const marker = 'NONCE_MARKER';
  const [before, after] = documentCsp(opts, marker).split(marker);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', before + request.cspNonce + after);
    done();
  });
}
