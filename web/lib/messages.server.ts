import { catalogId, catalogMessages } from '../../shared/i18n/catalog-modules.ts';
import type { Lang, Messages } from '../../shared/i18n/format.ts';
import { type CatalogRef, catalogRefKey } from './catalog-ref.ts';
import { registerCatalog } from './catalog-registry.ts';

const made = new Map<string, Messages>();

/**
 * Catalog namespaces for a loader to return as `messages`. Server code reads the strings from it as
 * from any catalog (`messages['account.login.title']`), but they are not enumerable: the page's
 * data, serialised into the HTML and into navigation answers, carries only the namespaces' ids
 * (`$catalogs`), and the browser loads the strings as cacheable modules (decision 060). So the
 * shared header, footer and error strings stop weighing on every page's first response.
 */
export function messagesFor(lang: Lang, ...namespaces: string[]): Messages {
  const cacheKey = `${lang}:${namespaces.join(',')}`;
  let out = made.get(cacheKey);
  if (!out) {
    const ids = namespaces.map((namespace) => {
      const id = catalogId(lang, namespace);
      registerCatalog(id, catalogMessages(lang, namespace));
      return id;
    });
    const ref: CatalogRef = { [catalogRefKey]: ids };
    const strings = Object.assign({}, ...ids.map((_, i) => catalogMessages(lang, namespaces[i])));
    out = Object.defineProperties(
      ref,
      Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, { value, enumerable: false }])),
    ) as unknown as Messages;
    Object.freeze(out);
    made.set(cacheKey, out);
  }
  return out;
}
