import type { WebLoadContext } from '../../load-context.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place a map shows: a business with its location. */
export interface MapPlace extends LatLng {
  id: number;
  name: string;
  /** Its page, for the list shown without JavaScript. */
  href?: string;
}

type MapConfig = WebLoadContext['config']['map'];

/** The tile server and its credit (server configuration: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export type MapTiles = Pick<MapConfig, 'tileUrl' | 'attribution'>;

/** What a page with a map gets from its loader (`mapSettingsOf`). */
export type MapSettings = MapConfig & { center: LatLng };
