import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { PlacesMap } from './places-map.tsx';
import type { MapPlace } from './types.ts';

/** The query parameter that shows the map (so a reload, a shared link or no JavaScript keeps it). */
export const mapShownParam = 'map';

/** The URL of this page with the map shown or hidden, other query parameters kept. */
export function withMapShown(href: string, shown: boolean): string {
  const url = new URL(href, 'http://x');
  if (shown) url.searchParams.set(mapShownParam, '1');
  else url.searchParams.delete(mapShownParam);
  return url.pathname + url.search + url.hash;
}

const activeAttribute = 'data-map-active';

/**
 * The list items of the page that stand for the places: the item (`li`, `article`) around the
 * page's link to each place. The list needs no wiring of its own: its cards link to the places.
 */
function listItemsOf(places: MapPlace[]): Map<number, HTMLElement> {
  const items = new Map<number, HTMLElement>();
  const main = document.querySelector('main') ?? document.body;
  for (const place of places) {
    if (!place.href) continue;
    const path = new URL(place.href, window.location.href).pathname;
    const link = [...main.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (a) => a.pathname === path && !a.closest('.list-map'),
    );
    const item = link?.closest<HTMLElement>('li, article');
    if (item) items.set(place.id, item);
  }
  return items;
}

/**
 * A list page's show/hide map of its places. Hovering or focusing a list item lights its marker
 * up; activating a marker lights the item up, scrolls it into view and moves the keyboard to its
 * link. Leaflet is fetched only when the map is shown. Without JavaScript the toggle is a link to
 * the same page with `?map=1`, which shows the places as links.
 */
export function ListMap({ places, label }: { places: MapPlace[]; label: string }) {
  const t = useT();
  const location = useLocation();
  const regionId = useId();
  const [shown, setShown] = useState(() => new URLSearchParams(location.search).get(mapShownParam) === '1');
  const [hydrated, setHydrated] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  // After a marker scrolls the list to its item, the browser reports the item that scrolled under a
  // resting pointer as entered; that is not the reader pointing at it, and would take the highlight
  // from the item they chose. Hover lights items again once the pointer really moves.
  const hoverPaused = useRef(false);
  useEffect(() => setHydrated(true), []);

  function toggle() {
    const next = !shown;
    setShown(next);
    // the address follows, without a new request: a reload keeps the map as it is now
    window.history.replaceState(window.history.state, '', withMapShown(window.location.href, next));
  }

  // the list's items point at their markers while the map is shown
  useEffect(() => {
    if (!shown) return;
    const items = listItemsOf(places);
    const off: Array<() => void> = [];
    const moved = (event: MouseEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) hoverPaused.current = false;
    };
    window.addEventListener('mousemove', moved, { passive: true });
    off.push(() => window.removeEventListener('mousemove', moved));
    for (const [id, item] of items) {
      const on = (event: Event) => {
        if (event.type === 'mouseenter' && hoverPaused.current) return;
        setActiveId(id);
      };
      const leave = (event: Event) => {
        const next = (event as FocusEvent).relatedTarget as Node | null;
        if (event.type === 'focusout' && next && item.contains(next)) return;
        setActiveId((current) => (current === id ? null : current));
      };
      item.addEventListener('mouseenter', on);
      item.addEventListener('focusin', on);
      item.addEventListener('mouseleave', leave);
      item.addEventListener('focusout', leave);
      off.push(() => {
        item.removeEventListener('mouseenter', on);
        item.removeEventListener('focusin', on);
        item.removeEventListener('mouseleave', leave);
        item.removeEventListener('focusout', leave);
        item.removeAttribute(activeAttribute);
      });
    }
    return () => {
      for (const undo of off) undo();
    };
  }, [shown, places]);

  // and the item of the active place is marked, so a marker lights up its item too
  useEffect(() => {
    if (!shown) return;
    for (const [id, item] of listItemsOf(places))
      if (id === activeId) item.setAttribute(activeAttribute, 'true');
      else item.removeAttribute(activeAttribute);
  }, [shown, places, activeId]);

  const select = useCallback(
    (id: number) => {
      setActiveId(id);
      const item = listItemsOf(places).get(id);
      if (!item) return;
      hoverPaused.current = true;
      item.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      item.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    },
    [places],
  );

  const toggleText = t(shown ? 'maps.hideMap' : 'maps.showMap');
  return (
    <div className="list-map-section">
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
          <a
            className="btn btn-outline btn-sm map-toggle"
            href={withMapShown(location.pathname + location.search, !shown)}
          >
            {toggleText}
          </a>
        )}
      </p>
      <div id={regionId} className="list-map" hidden={!shown}>
        {shown ? <PlacesMap places={places} activeId={activeId} onSelect={select} label={label} /> : null}
      </div>
    </div>
  );
}
