import type { LatLng } from './types.ts';

/**
 * The view a list's map opens on, computed without Leaflet, so the server can draw the same tiles
 * as plain images while the map's script is still on its way (map-preview.tsx). Leaflet's own
 * arithmetic, reproduced: the spherical Mercator projection of its default CRS (EPSG:3857), 256 px
 * tiles, and `fitBounds` with a padding and a maximum zoom on whole zoom levels.
 */

export const tileSize = 256;
const maxLatitude = 85.0511287798;

/** A point in pixels of the whole world at `zoom` (Leaflet's `map.project`). */
export function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const sin = Math.sin((Math.max(-maxLatitude, Math.min(maxLatitude, lat)) * Math.PI) / 180);
  return {
    x: scale * (0.5 + lng / 360),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

export interface MapView {
  /** The view's centre in world pixels at `zoom`. */
  x: number;
  y: number;
  zoom: number;
}

export interface FitOptions {
  /** Pixels kept free on each side of the places (Leaflet's `padding`). */
  padding: number;
  maxZoom: number;
  /** The view of a map with no places: the city's centre. */
  emptyZoom: number;
}

/** How a list's map fits its places (Leaflet's `fitBounds` options, and its preview's). */
export const listMapFit: FitOptions = { padding: 32, maxZoom: 16, emptyZoom: 13 };

/**
 * Where `fitBounds` puts a map of `width` × `height` px over `places` (at most `maxZoom`, the
 * highest whole zoom at which the places fit inside the padding; centred on their bounds), or the
 * centre at `emptyZoom` when there are none.
 */
export function fitView(
  places: readonly LatLng[],
  center: LatLng,
  box: { width: number; height: number },
  options: FitOptions,
): MapView {
  if (places.length === 0) return { ...project(center, options.emptyZoom), zoom: options.emptyZoom };
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  const northWest = { lat: Math.max(...lats), lng: Math.min(...lngs) };
  const southEast = { lat: Math.min(...lats), lng: Math.max(...lngs) };
  // the bounds' size at zoom 0, and the zoom at which they fill the box less its padding
  const a = project(northWest, 0);
  const b = project(southEast, 0);
  const scale = Math.min(
    (box.width - 2 * options.padding) / (b.x - a.x),
    (box.height - 2 * options.padding) / (b.y - a.y),
  );
  // Leaflet rounds to a hundredth of a level before flooring (a fit that is 12.999 levels is 13)
  const fitted = Math.floor(Math.round(Math.log2(scale) * 100) / 100);
  const zoom = Math.max(0, Math.min(options.maxZoom, fitted));
  const nw = project(northWest, zoom);
  const se = project(southEast, zoom);
  return { x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2, zoom };
}

export interface PlacedTile {
  z: number;
  x: number;
  y: number;
  /** The tile's top-left corner from the box's centre, in CSS pixels. */
  left: number;
  top: number;
}

/** The tiles that cover `width` × `height` px around the view's centre. */
export function tilesAround(view: MapView, box: { width: number; height: number }): PlacedTile[] {
  const count = 2 ** view.zoom;
  const first = (centre: number, half: number) => Math.floor((centre - half) / tileSize);
  const last = (centre: number, half: number) => Math.ceil((centre + half) / tileSize) - 1;
  const tiles: PlacedTile[] = [];
  for (let y = first(view.y, box.height / 2); y <= last(view.y, box.height / 2); y++) {
    if (y < 0 || y >= count) continue;
    for (let x = first(view.x, box.width / 2); x <= last(view.x, box.width / 2); x++)
      tiles.push({
        z: view.zoom,
        // the world repeats east and west, as Leaflet's tiles do
        x: ((x % count) + count) % count,
        y,
        left: Math.round(x * tileSize - view.x),
        top: Math.round(y * tileSize - view.y),
      });
  }
  return tiles;
}

/**
 * A tile's address from the MAP_TILE_URL template, as Leaflet writes it (so the map finds the
 * preview's tiles in the browser's cache): `{r}` is "@2x" for a high-density tile, `{s}` one of
 * Leaflet's default subdomains a, b, c.
 */
export const tileUrl = (template: string, tile: Pick<PlacedTile, 'z' | 'x' | 'y'>, highDensity = false) =>
  template
    .replace('{s}', 'abc'[Math.abs(tile.x + tile.y) % 3])
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y))
    .replace('{r}', highDensity ? '@2x' : '');

/** A template with `{r}` serves high-density tiles of its own (`…@2x.png`). */
export const hasHighDensityTiles = (template: string) => template.includes('{r}');
