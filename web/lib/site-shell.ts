import { createElement, use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SiteShell, VersionedSiteShell } from '#server/modules/site/site-shell.service.ts';

export type { SiteShell };

/**
 * The site shell (settings, menu categories, public configuration: the same for every visitor of a
 * language) travels as a versioned browser module, `/site/{id}.js`, not in every page's hydration
 * data (decision 061). The root loader returns a reference: its id, enumerable, and the shell itself,
 * not enumerable — server rendering reads it, React Router's serialiser (which walks `Object.keys`)
 * writes only the id. The browser entry imports the module before hydrating; a navigation that
 * brings a new id (the settings changed) waits for its module here, inside the router's transition.
 */
export const siteRefKey = '$site';
export interface SiteRef {
  [siteRefKey]: string;
}

export const siteModuleUrl = (id: string) => `/site/${id}.js`;
export const siteMetaName = 'jaliya-site';

/** The root loader's reference to a shell: the id travels, the shell stays on the server. */
export function siteRefOf({ id, shell }: VersionedSiteShell): SiteRef {
  return Object.defineProperty({ [siteRefKey]: id }, 'shell', { value: shell, enumerable: false });
}

const loaded = new Map<string, SiteShell>();
const loading = new Map<string, Promise<SiteShell>>();

/** Imports a shell module once per id; the same id gives the same promise (React's `use` needs that). */
export function loadSiteShell(id: string): Promise<SiteShell> {
  let promise = loading.get(id);
  if (!promise) {
    promise = import(/* @vite-ignore */ siteModuleUrl(id)).then((module: { default: SiteShell }) => {
      loaded.set(id, module.default);
      return module.default;
    });
    // a failed import may be retried by the next render (a flaky network), not cached as failed
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** The shell a reference names: its own on the server, the imported module's in the browser. */
function shellOf(ref: SiteRef): SiteShell {
  const own = (ref as SiteRef & { shell?: SiteShell }).shell;
  if (own) return own;
  return loaded.get(ref[siteRefKey]) ?? use(loadSiteShell(ref[siteRefKey]));
}

/** The page's site shell, or null where the root loader did not answer (its error page). */
export function useSiteShell(): SiteShell | null {
  const root = useRouteLoaderData('root') as { site?: SiteRef } | undefined;
  return root?.site ? shellOf(root.site) : null;
}

/** Names the shell's module in `<head>`, for the preloads and the browser entry (like the catalogs). */
export function SiteMeta() {
  const root = useRouteLoaderData('root') as { site?: SiteRef } | undefined;
  const id = root?.site?.[siteRefKey];
  return id ? createElement('meta', { name: siteMetaName, content: id }) : null;
}
