import type { FastifyReply } from 'fastify';
import { subresourceHeaders } from './security.ts';

/** A generated browser module (a catalog, the site shell) and whether its id names the current version. */
export interface BrowserModule {
  source: string;
  /** false when the id names another version: the current one is sent, not to be cached long */
  current: boolean;
}

/**
 * Answers `GET …/{id}.js` for a versioned module (decisions 060, 061): the current version is
 * cached for a year (its URL changes with its content); an older id, asked by a page rendered before
 * a change, gets today's module with `no-cache`. A module is not a document: subresource headers.
 */
export function sendBrowserModule(reply: FastifyReply, module: BrowserModule | null) {
  if (!module) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
  subresourceHeaders(reply);
  return reply
    .type('text/javascript; charset=utf-8')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', module.current ? 'public, max-age=31536000, immutable' : 'no-cache')
    .send(module.source);
}

/** The id in a `{id}.js` file name, or '' when the name is not one. */
export const moduleIdOf = (file: string) => (file.endsWith('.js') ? file.slice(0, -3) : '');
