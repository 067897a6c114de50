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

export type MapState = 'loading' | 'ready' | 'failed';

/**
 * Mounts a Leaflet map into `ref` once the chunk has loaded, and removes it when the component
 * goes (or `key` changes: a new list of places draws a new map). `mount` returns the map's handle;
 * the latest one is in `handle.current` for the component's effects.
 */
export function useLeaflet<H extends { destroy(): void }>(
  ref: RefObject<HTMLElement | null>,
  mount: (module: MapModule, element: HTMLElement) => H,
  key: string,
): { state: MapState; handle: RefObject<H | null> } {
  const [state, setState] = useState<MapState>('loading');
  const handle = useRef<H | null>(null);
  // the first mount function is the one used for this key: callers pass fresh closures each render
  const mountRef = useRef(mount);
  mountRef.current = mount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a map is made once per key
  useEffect(() => {
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
  }, [key]);
  return { state, handle };
}
