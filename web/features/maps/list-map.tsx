import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { PlacesMap } from './places-map.tsx';
import type { MapPlace } from './types.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

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

/** What says the reader reaches for a map drawn as a picture: a pointer over it, a touch, a wheel, the keyboard. */
const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

/**
 * A list page's show/hide map of its places. Hovering or focusing a list item lights its marker
 * up; activating a marker lights the item up, scrolls it into view and moves the keyboard to its
 * link. Without JavaScript the toggle is a link to the same page with `?map=1`, which shows the
 * server's picture of the map and the places as links.
 *
 * Leaflet (≈ 40 KB compressed, and a long task to start on a phone) is fetched when the reader
 * shows the map with the toggle, or, on a page opened with the map shown (`?map=1`: a reload, a
 * shared link), when they first reach for it: a pointer or the keyboard on the map or the list's
 * items. Until then the server's picture (map-preview.tsx) is the map, so a page load does no map
 * work at all (decision 110).
 */
export function ListMap({ places, label }: { places: MapPlace[]; label: string }) {
  const t = useT();
  const location = useLocation();
  const regionId = useId();
  const [shown, setShown] = useState(() => new URLSearchParams(location.search).get(mapShownParam) === '1');
  const hydrated = useHydrated();
  const [activeId, setActiveId] = useState<number | null>(null);
  // whether the interactive map is wanted: at once when the toggle shows it, else on the first reach
  const [live, setLive] = useState(false);
  const sectionRef = useRef<HTMLDivElement>(null);
  // After a marker scrolls the list to its item, the browser reports the item that scrolled under a
  // resting pointer as entered; that is not the reader pointing at it, and would take the highlight
  // from the item they chose. Hover lights items again once the pointer really moves.
  const hoverPaused = useRef(false);

  function toggle() {
    const next = !shown;
    setShown(next);
    if (next) setLive(true);
    // the address follows, without a new request: a reload keeps the map as it is now
    window.history.replaceState(window.history.state, '', withMapShown(window.location.href, next));
  }

  // a map shown from the first render stays a picture until the reader reaches for it
  useEffect(() => {
    const section = sectionRef.current;
    if (!shown || live || !section) return;
    const reach = () => setLive(true);
    for (const type of reachEvents) section.addEventListener(type, reach, { passive: true });
    return () => {
      for (const type of reachEvents) section.removeEventListener(type, reach);
    };
  }, [shown, live]);

  // the list's items point at their markers while the map is shown (and pointing at one is a reach)
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
        setLive(true);
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
    <div className="list-map-section" ref={sectionRef}>
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
        {shown ? (
          <PlacesMap places={places} live={live} activeId={activeId} onSelect={select} label={label} />
        ) : null}
      </div>
    </div>
  );
}
