import { pickNamespaces } from '../../shared/i18n/catalogs.ts';
import type { Lang } from '../../shared/i18n/format.ts';

/** Catalog namespaces for a loader to return as `messages`. */
export function messagesFor(lang: Lang, ...namespaces: string[]) {
  return pickNamespaces(lang, namespaces);
}
