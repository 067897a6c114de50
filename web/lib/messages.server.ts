import { catalogId, catalogMessages, namespaceOf, shellNamespaces } from '#shared/i18n/catalog-modules.ts';
import type { Lang, Messages } from '#shared/i18n/format.ts';
import { type CatalogRef, catalogRefKey } from './catalog-ref.ts';
import { registerCatalog } from './catalog-registry.ts';

const made = new Map<string, Messages>();

function build(lang: Lang, namespaces: string[], shipped: string[]): Messages {
  const cacheKey = `${lang}:${namespaces.join(',')}:${shipped.join(',')}`;
  let out = made.get(cacheKey);
  if (!out) {
    const ids: string[] = [];
    if (shipped.length > 0) {
      const id = catalogId(lang, ...shipped);
      registerCatalog(id, catalogMessages(lang, ...shipped));
      ids.push(id);
    }
    const ref: CatalogRef = { [catalogRefKey]: ids };
    // the server reads whole namespaces (a loader's titles and labels); the browser gets the sections
    const strings = catalogMessages(lang, ...new Set(namespaces.map(namespaceOf)));
    out = Object.defineProperties(
      ref,
      Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, { value, enumerable: false }])),
    ) as unknown as Messages;
    Object.freeze(out);
    made.set(cacheKey, out);
  }
  return out;
}

/**
 * Catalog namespaces for a loader to return as `messages`. Server code reads the strings from it as
 * from any catalog (`messages['account.login.title']`), but they are not enumerable: the page's
 * data, serialised into the HTML and into navigation answers, carries only the id of one module
 * holding them (`$catalogs`), and the browser loads the strings as a cacheable module (decision
 * 060). A namespace the root sends anyway (`shellNamespaces`) is readable here but not shipped
 * again: one catalog request per page and the root's, no string twice. A name may be a section
 * (`market.show`): a reading page ships the sections its components show, not its kind's form and
 * filters, while its loader still reads the whole namespace (a list title it puts in its data).
 */
export function messagesFor(lang: Lang, ...namespaces: string[]): Messages {
  return build(
    lang,
    namespaces,
    namespaces.filter((name) => !shellNamespaces.includes(namespaceOf(name))),
  );
}

/** The root layout's catalogs: `shellNamespaces`, as one module. */
export function shellMessagesFor(lang: Lang): Messages {
  return build(lang, shellNamespaces, shellNamespaces);
}
