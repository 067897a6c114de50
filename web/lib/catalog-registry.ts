import type { Messages } from '#shared/i18n/format.ts';

/**
 * The catalog namespaces this runtime holds, by versioned id (shared/i18n/catalog-modules.ts).
 * On the server, `messagesFor` registers what a loader names; in the browser, the entry imports the
 * page's namespaces before hydrating and the translator imports the ones a navigation adds.
 */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

export const catalogUrl = (id: string) => `/i18n/${id}.js`;

export function registerCatalog(id: string, messages: Messages) {
  loaded.set(id, messages);
}

export function loadedCatalog(id: string): Messages | undefined {
  return loaded.get(id);
}

/** Imports the namespaces not held yet; the same ids give the same promise (React's `use` needs that). */
export function loadCatalogs(ids: readonly string[]): Promise<void> {
  const missing = ids.filter((id) => !loaded.has(id));
  const key = missing.join(' ');
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map(async (id) => {
        const module = (await import(/* @vite-ignore */ catalogUrl(id))) as { default: Messages };
        loaded.set(id, module.default);
      }),
    ).then(() => undefined);
    // a failed import may be retried by the next render (a flaky network), not cached as failed
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
