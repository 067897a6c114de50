import { type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, useMatches } from 'react-router';
import { holdHydrationMarker } from './hydration-marker.ts';

/**
 * Loader data that a page load leaves out of its hydration data (decision 061): what the server
 * render draws in full (a list's cards, a filter's categories) would otherwise travel twice, in the
 * HTML and in the data, and push the first response past 14 KB. On a page load `value` is not
 * enumerable: the server render reads it, React Router's serialiser (which walks the keys) leaves it
 * out. In the browser the parts that show it (`DeferredBoundary`) stay the server's HTML — its links
 * and forms work as they do without JavaScript — until the page's own data URL (which the page cache
 * keeps for guests) has brought it, then hydrate. A client navigation's data request carries it as
 * usual.
 */
export interface Deferred<T> {
  value?: T;
}

/** The loader's side: `value`, kept out of a page load's hydration data. */
export function deferredOf<T>(context: { documentRequest?: boolean }, value: T): Deferred<T> {
  if (!context.documentRequest) return { value };
  return Object.defineProperty({}, 'value', { value, enumerable: false });
}

/** By route id: only the document's own load lacks the deferred values, so one fetch per route. */
const pageData = new Map<string, Promise<Record<string, unknown>>>();

/**
 * The address the document was loaded from, taken when this module first runs (before hydration).
 * Only that load's data lacks the deferred values; a page that renders once more while the router
 * moves away from it (the address bar already shows the next page) must not fetch the next page's
 * address under its own route id.
 */
const documentHref = typeof window === 'undefined' ? '' : window.location.href;

/**
 * This page's loader data from its data URL (`/path.data?…&_routes=id`, React Router's format),
 * fetched once per page. A failed fetch never settles: the parts waiting for it stay the server's
 * HTML, which works, instead of turning into an error.
 */
function loadPageData(routeId: string): Promise<Record<string, unknown>> {
  let promise = pageData.get(routeId);
  if (!promise) {
    promise = new Promise((resolve) => {
      const url = new URL(documentHref);
      url.pathname = `${url.pathname.replace(/\/$/, '')}.data`;
      url.searchParams.set('_routes', routeId);
      fetch(url)
        .then((response) => {
          if (!response.ok || !response.body) throw new Error(`page data: ${response.status}`);
          return decodeViaTurboStream(response.body, window);
        })
        .then((decoded) => {
          const data = (decoded.value as Record<string, { data?: Record<string, unknown> }>)[routeId]?.data;
          if (!data) throw new Error('page data: no data for the route');
          resolve(data);
        })
        .catch((error: unknown) => console.warn(error));
    });
    pageData.set(routeId, promise);
  }
  return promise;
}

/**
 * A deferred value of this page's loader data; `locate` finds it in the data the page's data URL
 * answers. Inside a `DeferredBoundary`.
 */
export function useDeferred<T>(deferred: Deferred<T>, locate: (data: Record<string, unknown>) => unknown): T {
  const routeId = useMatches().at(-1)?.id ?? '';
  if (deferred.value !== undefined) return deferred.value;
  return (locate(use(loadPageData(routeId))) as Deferred<T>).value as T;
}

function Release({ release }: { release: (() => void) | null }) {
  useEffect(() => release?.(), [release]);
  return null;
}

/**
 * Where parts that read the deferred value `of` hydrate once it is here. When the page load left it
 * out, the page's `html[data-hydrated]` marker waits for this part.
 */
export function DeferredBoundary({ of, children }: { of: Deferred<unknown>; children: ReactNode }) {
  const [release] = useState(() =>
    of.value === undefined && typeof window !== 'undefined' ? holdHydrationMarker() : null,
  );
  return (
    <Suspense fallback={null}>
      {children}
      <Release release={release} />
    </Suspense>
  );
}
