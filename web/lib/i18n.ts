import { useMemo } from 'react';
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

/**
 * Translates with the catalog namespaces the loaders of the current routes sent (root sends the
 * shared ones; a page adds its own), so each page ships only the strings it shows.
 */
export function useT(): Translate {
  const lang = useLang();
  const matches = useMatches();
  return useMemo(() => {
    const messages: Messages = {};
    for (const match of matches)
      Object.assign(messages, (match.loaderData as WithMessages | undefined)?.messages);
    return createTranslator(lang, messages);
  }, [lang, matches]);
}
