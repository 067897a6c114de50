import { contentHash } from '../content-hash.ts';
import { collect, pickNamespaces } from './catalogs.ts';
import type { Lang, Messages } from './format.ts';

/**
 * Catalog namespaces as cacheable browser modules (decision 060): a page's HTML names the modules
 * it needs (`en.common+errors.5f3a9c1e`) instead of carrying their strings, and the browser imports
 * each once per version from `/i18n/{id}.js`. One module holds the namespaces one loader names
 * (joined by `+`), so a page costs two catalog requests (the root's and its own), not one per
 * namespace. The id ends with a hash of the strings, so a changed catalog gets a new URL and the old
 * one may be cached for a year.
 *
 * A name may be a section of a namespace (`business.profile`): a reading page need not download
 * the strings of the form that writes what it shows (`business.validation` alone is 3 KB in Arabic).
 */
const idPattern = /^(en|ar)\.([\w-]+(?:[.+][\w-]+)*)\.([0-9a-z]+)$/;
/** More namespaces than any loader names: an id listing more is not ours. */
const maxNamespaces = 12;
const ids = new Map<string, string>();

/** The namespace a name belongs to: `business` for the section `business.profile`. */
export const namespaceOf = (name: string) => name.split('.', 1)[0];

/**
 * The namespaces the root layout sends on every page (header, footer, error and validation
 * messages, the Save buttons), as one module the browser keeps across pages.
 */
export const shellNamespaces = ['common', 'errors', 'validation', 'favorites'];

export function catalogMessages(lang: Lang, ...namespaces: string[]): Messages {
  return pickNamespaces(lang, namespaces);
}

/** The versioned id of one module holding these namespaces or sections (in this order) in one language. */
export function catalogId(lang: Lang, ...namespaces: string[]): string {
  const key = `${lang}.${namespaces.join('+')}`;
  let id = ids.get(key);
  if (!id) {
    id = `${key}.${contentHash(JSON.stringify(catalogMessages(lang, ...namespaces)))}`;
    ids.set(key, id);
  }
  return id;
}

export interface CatalogModule {
  source: string;
  /** false when the id names an older version: the current strings are sent, not to be cached long */
  current: boolean;
}

/**
 * The browser module for an id, or null when the language or one of the namespaces or sections does
 * not exist (or one is named twice).
 */
export function catalogModule(id: string): CatalogModule | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  const lang = match[1] as Lang;
  const namespaces = match[2].split('+');
  if (namespaces.length > maxNamespaces || new Set(namespaces).size !== namespaces.length) return null;
  if (namespaces.some((namespace) => Object.keys(catalogMessages(lang, namespace)).length === 0)) return null;
  // built for this request, kept nowhere: any order and mix of namespaces may be asked for
  const json = JSON.stringify(collect(lang, namespaces));
  // JSON.parse of a string literal compiles faster than the same object written as a literal
  const source = `export default JSON.parse(${JSON.stringify(json)});\n`;
  return { source, current: `${match[1]}.${match[2]}.${contentHash(json)}` === id };
}
