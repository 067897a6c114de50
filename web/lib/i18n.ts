import { createContext, createElement, type ReactNode, use, useContext, useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { createTranslator, dirOf, formatNumber, type Lang, type Translate } from '#shared/i18n/format.ts';
import { catalogIdsOf } from './catalog-ref.ts';
import { loadCatalogs, loadedCatalog } from './catalog-registry.ts';

interface WithMessages {
  /** a catalog reference (see messages.server.ts), whatever its declared type */
  messages?: unknown;
}

/** The language of this page, chosen on the server (root loader). */
export function useLang(): Lang {
  const root = useRouteLoaderData('root') as { lang?: Lang } | undefined;
  return root?.lang ?? 'en';
}

export const useDir = () => dirOf(useLang());

/**
 * Writes numbers a page shows on its own (counts, page numbers) as the catalogs, prices and dates
 * write theirs: through `formatNumber`, so every number on a page has the same digits and groups.
 */
export function useFormatNumber(): (n: number) => string {
  const lang = useLang();
  return (n) => formatNumber(lang, n);
}

const translators = new Map<string, Translate>();

/** One translator per language and list of catalog ids, built (merged) once. */
export function translatorFor(lang: Lang, ids: readonly string[]): Translate {
  const key = `${lang}:${ids.join(' ')}`;
  let t = translators.get(key);
  if (!t) {
    t = createTranslator(lang, Object.assign({}, ...ids.map(loadedCatalog)));
    // a long visit meets many pages: keep the newest few
    if (translators.size >= 64) translators.delete(translators.keys().next().value as string);
    translators.set(key, t);
  }
  return t;
}

/** The versioned ids of the catalog namespaces the current routes' loaders named, root first. */
function useCatalogIds(): string[] {
  // a namespace both the root and the page name (validation, favourites) is listed once
  return [
    ...new Set(
      useMatches().flatMap((m) => catalogIdsOf((m.loaderData as WithMessages | undefined)?.messages) ?? []),
    ),
  ];
}

export const catalogsMetaName = 'jaliya-catalogs';

/**
 * Names the page's catalog modules in `<head>`: the HTML stream turns them into module preloads
 * after the first paint (hydrate-after-paint.server.ts), and the browser entry imports them before
 * hydrating (entry.client.tsx).
 */
export function CatalogsMeta() {
  return createElement('meta', { name: catalogsMetaName, content: useCatalogIds().join(' ') });
}

const TranslatorContext = createContext<Translate | null>(null);

/**
 * Builds the page's translator once (root layout) for every component below, from the namespaces
 * the loaders of the current routes sent, instead of merging the catalogs again in each component
 * that translates.
 */
export function TranslatorProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const ids = useCatalogIds();
  // the server registered every id its loaders named; the browser entry imported the first page's
  // before hydrating; a navigation to a page with a namespace not seen yet waits for it here (the
  // navigation is a transition, so the current page stays on screen meanwhile)
  if (ids.some((id) => !loadedCatalog(id))) use(loadCatalogs(ids));
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids
  const t = useMemo(() => translatorFor(lang, ids), [lang, key]);
  return createElement(TranslatorContext.Provider, { value: t }, children);
}

/**
 * Translates with the catalog namespaces the loaders of the current routes sent (root sends the
 * shared ones; a page adds its own), so each page ships only the strings it shows. The root layout
 * provides it: every route renders inside it (pages, error boundaries).
 */
export function useT(): Translate {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useT() outside <TranslatorProvider> (web/root.tsx Layout provides it)');
  return t;
}
