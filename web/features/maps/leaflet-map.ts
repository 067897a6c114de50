// The only module that imports Leaflet. The map components load it with a dynamic import once a
// map is on screen, so Leaflet (and its stylesheet) is a chunk of its own that pages without a map
// never download (decision 110).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-canvas.css';
import { clusterPoints } from './cluster.ts';
import { listMapFit } from './static-view.ts';
import type { LatLng, MapPlace, MapTiles } from './types.ts';

/** Pixels within which markers merge into one numbered marker. */
const clusterRadius = 44;

/** Where a map opens: a centre and zoom, or the smallest view that holds some places. */
type OpeningView = { center: LatLng; zoom: number } | { fit: LatLng[] };

function baseMap(element: HTMLElement, tiles: MapTiles, view: OpeningView) {
  const map = L.map(element);
  // the tile provider's credit is configuration (HTML), not user input
  L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  // Leaflet's own "Leaflet" link is left out: the tiles' credit is the one their licence requires
  map.attributionControl.setPrefix(false);
  // The view is set once, after the tile layer: Leaflet adds layers to a map only when it has a
  // view, so the first tiles fetched are the opening view's. (A map made at a centre and then fitted
  // fetched a whole screen of tiles at the first zoom before the fit.)
  if ('fit' in view) {
    const { padding, maxZoom } = listMapFit;
    map.fitBounds(L.latLngBounds(view.fit.map((p) => [p.lat, p.lng] as [number, number])), {
      padding: [padding, padding],
      maxZoom,
    });
  } else map.setView([view.center.lat, view.center.lng], view.zoom);
  return map;
}

const pinIcon = (className = '') =>
  L.divIcon({
    className: `map-pin ${className}`.trim(),
    html: '<span class="map-pin-head"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  });

/**
 * A marker's action, by pointer or keyboard: Leaflet gives a marker `role="button"` and a tab stop,
 * but Enter only opens a bound popup, so Enter and Space are wired here as a button's would be.
 */
function onActivate(marker: L.Marker, action: () => void) {
  marker.on('click', action);
  marker.on('keypress', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      action();
    }
  });
}

/** Leaflet gives a div marker `role="button"` and a tab stop; this gives it a name. */
function nameMarker(marker: L.Marker, name: string) {
  marker.getElement()?.setAttribute('aria-label', name);
}

export interface PlacesMapHandle {
  /** Marks a place's marker (or the numbered marker holding it) as the one the list points at. */
  setActive(id: MapPlace['id'] | null): void;
  destroy(): void;
}

/**
 * Many places on one map (a list page): markers that merge into numbered ones when close at the
 * current zoom (a numbered marker zooms in to its places), and a way back to the list: activating a
 * marker (click, or Enter on the focused marker) calls `onSelect` with its place.
 */
export function mountPlacesMap(
  element: HTMLElement,
  options: {
    tiles: MapTiles;
    center: LatLng;
    places: MapPlace[];
    /** The accessible name of a numbered marker ("3 places: zoom in"). */
    clusterLabel(count: number): string;
    /** The number a numbered marker shows, in the page's digits. */
    clusterCount(count: number): string;
    onSelect(id: MapPlace['id']): void;
  },
): PlacesMapHandle {
  const { places } = options;
  // the closest it zooms is a street, not a doorway; the server's preview opens on the same view
  const map = baseMap(
    element,
    options.tiles,
    places.length ? { fit: places } : { center: options.center, zoom: listMapFit.emptyZoom },
  );
  const layer = L.layerGroup().addTo(map);
  let active: MapPlace['id'] | null = null;
  /** The marker drawn for each place id (a numbered marker stands for all of its places). */
  let markerOf = new Map<MapPlace['id'], L.Marker>();

  function draw() {
    layer.clearLayers();
    markerOf = new Map();
    const zoom = map.getZoom();
    const radius = zoom >= map.getMaxZoom() ? 0 : clusterRadius;
    const points = places.map((place) => {
      const { x, y } = map.project([place.lat, place.lng], zoom);
      return { item: place, x, y };
    });
    for (const cluster of clusterPoints(points, radius)) {
      const position = map.unproject([cluster.x, cluster.y], zoom);
      if (cluster.items.length === 1) {
        const [place] = cluster.items;
        const marker = L.marker(position, { icon: pinIcon(), title: place.name, riseOnHover: true });
        onActivate(marker, () => options.onSelect(place.id));
        marker.addTo(layer);
        nameMarker(marker, place.name);
        markerOf.set(place.id, marker);
      } else {
        const count = cluster.items.length;
        const marker = L.marker(position, {
          icon: L.divIcon({
            className: 'map-cluster',
            html: `<span>${options.clusterCount(count)}</span>`,
            iconSize: [40, 40],
          }),
          title: options.clusterLabel(count),
        });
        const bounds = L.latLngBounds(cluster.items.map((p) => [p.lat, p.lng] as [number, number]));
        onActivate(marker, () => map.fitBounds(bounds, { padding: [48, 48] }));
        marker.addTo(layer);
        nameMarker(marker, options.clusterLabel(count));
        for (const place of cluster.items) markerOf.set(place.id, marker);
      }
    }
    mark(active, true);
    // the zoom the markers stand for: a redraw replaces every marker element, so whoever holds one
    // (a test about to press it) can wait for the drawing of the zoom they asked for
    element.dataset.drawnZoom = String(zoom);
  }

  function mark(id: MapPlace['id'] | null, on: boolean) {
    if (id === null) return;
    const marker = markerOf.get(id);
    marker?.getElement()?.classList.toggle('is-active', on);
    marker?.setZIndexOffset(on ? 1000 : 0);
  }

  map.on('zoomend', draw);
  draw();
  return {
    setActive(id) {
      mark(active, false);
      active = id;
      mark(active, true);
    },
    destroy: () => map.remove(),
  };
}

/** One place, not movable (a business page). */
export function mountLocationMap(
  element: HTMLElement,
  options: { tiles: MapTiles; place: MapPlace },
): { destroy(): void } {
  const { place } = options;
  const map = baseMap(element, options.tiles, { center: place, zoom: 16 });
  // a business page's map is a picture of where it is: the page scrolls past it on a phone
  map.scrollWheelZoom.disable();
  const marker = L.marker([place.lat, place.lng], { icon: pinIcon(), title: place.name, keyboard: false });
  marker.addTo(map);
  return { destroy: () => map.remove() };
}

export interface PinPickerHandle {
  /** Moves the pin (from the typed latitude/longitude or a geocoded address) and the view to it. */
  moveTo(position: LatLng): void;
  destroy(): void;
}

/** Pixels an arrow key moves the focused pin. */
const nudge = 8;

/**
 * The form's location: one pin that moves by dragging, by a click on the map, or with the arrow
 * keys while the pin has focus; each move calls `onMove`. The form's latitude/longitude fields are
 * the other way in (typed), which `moveTo` follows.
 */
export function mountPinPicker(
  element: HTMLElement,
  options: {
    tiles: MapTiles;
    /** The chosen place, or null (the pin starts at the city's centre). */
    position: LatLng | null;
    center: LatLng;
    label: string;
    onMove(position: LatLng): void;
  },
): PinPickerHandle {
  const start = options.position ?? options.center;
  const map = baseMap(element, options.tiles, { center: start, zoom: options.position ? 16 : 13 });
  const marker = L.marker([start.lat, start.lng], {
    icon: pinIcon('map-pin-picker'),
    draggable: true,
    autoPan: true,
    title: options.label,
  }).addTo(map);
  nameMarker(marker, options.label);
  const report = () => {
    const { lat, lng } = marker.getLatLng();
    options.onMove({ lat, lng: L.Util.wrapNum(lng, [-180, 180], true) });
  };
  marker.on('dragend', report);
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    report();
  });
  const offsets: Record<string, [number, number]> = {
    ArrowUp: [0, -nudge],
    ArrowDown: [0, nudge],
    ArrowLeft: [-nudge, 0],
    ArrowRight: [nudge, 0],
  };
  marker.getElement()?.addEventListener('keydown', (event) => {
    const offset = offsets[event.key];
    if (!offset) return;
    // the pin moves, not the map (Leaflet's own arrow keys pan it when the map has focus)
    event.preventDefault();
    event.stopPropagation();
    const point = map.latLngToContainerPoint(marker.getLatLng()).add(offset);
    marker.setLatLng(map.containerPointToLatLng(point));
    report();
  });
  return {
    moveTo(position) {
      marker.setLatLng([position.lat, position.lng]);
      // the pin slides on screen until the view comes to rest: marked, so a drag (a test's) can
      // start where the pin will stay
      element.dataset.moving = 'true';
      map.once('moveend', () => delete element.dataset.moving);
      map.setView([position.lat, position.lng], Math.max(map.getZoom(), 15));
    },
    destroy: () => map.remove(),
  };
}
