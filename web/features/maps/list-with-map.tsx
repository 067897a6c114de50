import { type FocusEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { PlacesMap } from './places-map.tsx';
import type { MapPlace, MapSettings } from './types.ts';

/** The query parameter that shows the map (so a reload, a shared link or no JavaScript keeps it). */
export const mapShownParam = 'map';

/** What a list item spreads on itself so the list and the map point at each other. */
export interface MapItemProps {
  id: string;
  'data-map-active'?: 'true';
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

const itemElementId = (id: number) => `map-place-${id}`;

/** The URL of this page with the map shown or hidden, other query parameters kept. */
export function withMapShown(href: string, shown: boolean): string {
  const url = new URL(href, 'http://x');
  if (shown) url.searchParams.set(mapShownParam, '1');
  else url.searchParams.delete(mapShownParam);
  return url.pathname + url.search + url.hash;
}

/**
 * A list page's show/hide map toggle and map, around the list it renders through `children`:
 * each item spreads `itemProps(id)`. Hovering or focusing an item lights its marker up; activating
 * a marker lights the item up, scrolls it into view and moves the keyboard to its link. Leaflet is
 * fetched only when the map is shown. Without JavaScript the toggle is a link to the same page with
 * `?map=1`, which shows the places as links.
 */
export function ListWithMap({
  settings,
  places,
  initiallyShown,
  currentHref,
  label,
  children,
}: {
  settings: MapSettings;
  places: MapPlace[];
  initiallyShown: boolean;
  /** This page's path and query (the toggle's link without JavaScript). */
  currentHref: string;
  label: string;
  children(itemProps: (id: number) => MapItemProps): ReactNode;
}) {
  const t = useT();
  const regionId = useId();
  const [shown, setShown] = useState(initiallyShown);
  const [hydrated, setHydrated] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  useEffect(() => setHydrated(true), []);

  function toggle() {
    const next = !shown;
    setShown(next);
    // the address follows, without a new request: a reload keeps the map as it is now
    window.history.replaceState(window.history.state, '', withMapShown(window.location.href, next));
  }

  const select = useCallback((id: number) => {
    setActiveId(id);
    const item = document.getElementById(itemElementId(id));
    if (!item) return;
    item.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    item.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
  }, []);

  const itemProps = (id: number): MapItemProps => ({
    id: itemElementId(id),
    ...(activeId === id ? { 'data-map-active': 'true' as const } : {}),
    onMouseEnter: () => setActiveId(id),
    onMouseLeave: () => setActiveId((current) => (current === id ? null : current)),
    onFocus: () => setActiveId(id),
    onBlur: (event) => {
      // focus moving inside the same item keeps it lit
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        setActiveId((current) => (current === id ? null : current));
    },
  });

  const toggleText = t(shown ? 'maps.hideMap' : 'maps.showMap');
  return (
    <div className={shown ? 'list-with-map map-shown' : 'list-with-map'}>
      <p className="map-toggle-row">
        {hydrated ? (
          <button
            type="button"
            className="btn btn-outline btn-sm map-toggle"
            aria-expanded={shown}
            aria-controls={regionId}
            onClick={toggle}
          >
            {toggleText}
          </button>
        ) : (
          <a className="btn btn-outline btn-sm map-toggle" href={withMapShown(currentHref, !shown)}>
            {toggleText}
          </a>
        )}
      </p>
      <div id={regionId} className="list-map" hidden={!shown}>
        {shown ? (
          <PlacesMap
            settings={settings}
            places={places}
            activeId={activeId}
            onSelect={select}
            label={label}
          />
        ) : null}
      </div>
      {children(itemProps)}
    </div>
  );
}
