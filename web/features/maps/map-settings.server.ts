import type { WebLoadContext } from '../../load-context.ts';
import type { MapSettings } from './types.ts';

/**
 * The map settings a page with a map returns from its loader: the tile server, its credit, the
 * geocoder (or null) and the city's centre. Only such pages carry them (the root data does not).
 */
export const mapSettingsOf = (context: WebLoadContext): MapSettings => ({
  ...context.config.map,
  center: context.config.mapCenter,
});
