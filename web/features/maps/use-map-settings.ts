import { useSiteShell } from '../../lib/site-shell.ts';
import type { MapSettings } from './types.ts';

/**
 * The map settings from the public configuration every page already has (the site shell): the tile
 * server and its credit, the geocoder and the city's centre. A map component reads them itself,
 * so a page only places the component.
 */
export function useMapSettings(): MapSettings {
  const site = useSiteShell();
  if (!site) throw new Error('map settings are read inside the app');
  return { ...site.config.map, center: site.config.mapCenter };
}
