import { pickNamespaces } from './catalogs.ts';
import type { Lang, Messages } from './format.ts';

/**
 * Catalog namespaces as cacheable browser modules (decision 060): a page's HTML names the
 * namespaces it needs (`en.common.5f3a9c1e`) instead of carrying their strings, and the browser
 * imports each once per version from `/i18n/{id}.js`. The id ends with a hash of the strings, so a
 * changed catalog gets a new URL and the old one may be cached for a year.
 */
const idPattern = /^(en|ar)\.([\w-]+)\.([0-9a-z]+)$/;
const ids = new Map<string, string>();

/** FNV-1a, 32 bits: enough to tell versions of one catalog apart, and the same in every runtime. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function catalogMessages(lang: Lang, namespace: string): Messages {
  return pickNamespaces(lang, [namespace]);
}

/** The versioned id of one namespace in one language. */
export function catalogId(lang: Lang, namespace: string): string {
  const key = `${lang}.${namespace}`;
  let id = ids.get(key);
  if (!id) {
    id = `${key}.${hashOf(JSON.stringify(catalogMessages(lang, namespace)))}`;
    ids.set(key, id);
  }
  return id;
}

export interface CatalogModule {
  source: string;
  /** false when the id names an older version: the current strings are sent, not to be cached long */
  current: boolean;
}

/** The browser module for an id, or null when no such language and namespace exist. */
export function catalogModule(id: string): CatalogModule | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  const lang = match[1] as Lang;
  const messages = catalogMessages(lang, match[2]);
  if (Object.keys(messages).length === 0) return null;
  // JSON.parse of a string literal compiles faster than the same object written as a literal
  const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
  return { source, current: catalogId(lang, match[2]) === id };
}
