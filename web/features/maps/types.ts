import type { PublicConfig } from '#server/config.ts';

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

type MapConfig = PublicConfig['map'];

/** The tile server and its credit (server configuration: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export type MapTiles = Pick<MapConfig, 'tileUrl' | 'attribution'>;

/** Tiles, credit, geocoder (or null) and the city's centre: `useMapSettings()`. */
export type MapSettings = MapConfig & { center: LatLng };
