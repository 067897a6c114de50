import { type RefObject, useEffect, useRef, useState } from 'react';

export type MapModule = typeof import('./leaflet-map.ts');

let loading: Promise<MapModule> | null = null;
/** Leaflet's chunk, fetched once per page however many maps ask (a failed fetch may be tried again). */
export function loadMapModule(): Promise<MapModule> {
  loading ??= import('./leaflet-map.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts fetching Leaflet's chunk without waiting for it, from the render that enables a map: the
 * effect that mounts the map runs only after the commit (after the whole page's hydration, for a
 * map enabled from the first render), and the chunk need not wait for it. A failure here is the
 * effect's to report: it asks again and shows 'failed'.
 */
function prefetchMapModule() {
  loadMapModule().catch(() => undefined);
}

/** `idle`: not asked for yet (a map that waits to come near the screen); no chunk fetched. */
export type MapState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Mounts a Leaflet map into `ref` once the chunk has loaded, and removes it when the component
 * goes (or `key` changes: a new list of places draws a new map). `mount` returns the map's handle;
 * the latest one is in `handle.current` for the component's effects. While `enabled` is false
 * nothing is fetched and the state is `idle`.
 */
export function useLeaflet<H extends { destroy(): void }>(
  ref: RefObject<HTMLElement | null>,
  mount: (module: MapModule, element: HTMLElement) => H,
  key: string,
  enabled = true,
): { state: MapState; handle: RefObject<H | null> } {
  // 'idle' in the server's HTML (and so without JavaScript, where nothing will load): the effect
  // below says 'loading' once the script is there to load the map
  const [state, setState] = useState<MapState>('idle');
  const handle = useRef<H | null>(null);
  if (enabled && typeof window !== 'undefined') prefetchMapModule();
  // the first mount function is the one used for this key: callers pass fresh closures each render
  const mountRef = useRef(mount);
  mountRef.current = mount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a map is made once per key
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState('loading');
    loadMapModule().then(
      (module) => {
        if (cancelled || !ref.current) return;
        handle.current = mountRef.current(module, ref.current);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [key, enabled]);
  return { state, handle };
}

/**
 * True once `ref`'s element comes within `rootMargin` of the viewport (and from then on): a map
 * below the fold fetches Leaflet only when the reader scrolls towards it. A browser without
 * IntersectionObserver answers true at once.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
