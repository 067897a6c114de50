import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import {
  createTranslator,
  dirOf,
  type Lang,
  type Messages,
  type Translate,
} from '../../shared/i18n/format.ts';

interface WithMessages {
  messages?: Messages;
}

/** The language of this page, chosen on the server (root loader). */
export function useLang(): Lang {
  const root = useRouteLoaderData('root') as { lang?: Lang } | undefined;
  return root?.lang ?? 'en';
}

export const useDir = () => dirOf(useLang());

// Each catalog object gets a number, so a list of them makes a key; the server's loaders hand out
// the same objects for the same namespaces (messagesFor), so one translator serves every request.
const ids = new WeakMap<Messages, number>();
let nextId = 0;
const idOf = (messages: Messages) => {
  let id = ids.get(messages);
  if (id === undefined) {
    id = nextId++;
    ids.set(messages, id);
  }
  return id;
};
const translators = new Map<string, Translate>();

/** One translator per language and set of catalog objects, built (merged) once. */
export function translatorFor(lang: Lang, catalogs: (Messages | undefined)[]): Translate {
  const present = catalogs.filter((m): m is Messages => m !== undefined);
  const key = `${lang}:${present.map(idOf).join(',')}`;
  let t = translators.get(key);
  if (!t) {
    t = createTranslator(lang, Object.assign({}, ...present));
    // the browser meets new objects on every navigation: keep the newest few
    if (translators.size >= 64) translators.delete(translators.keys().next().value as string);
    translators.set(key, t);
  }
  return t;
}

const TranslatorContext = createContext<Translate | null>(null);

/**
 * Builds the page's translator once (root layout) for every component below, from the namespaces
 * the loaders of the current routes sent, instead of merging the catalogs again in each component
 * that translates.
 */
export function TranslatorProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const matches = useMatches();
  const t = useMemo(
    () =>
      translatorFor(
        lang,
        matches.map((m) => (m.loaderData as WithMessages | undefined)?.messages),
      ),
    [lang, matches],
  );
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
