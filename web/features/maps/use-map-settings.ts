import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root.tsx';
import type { MapSettings } from './types.ts';

/**
 * The map settings from the public configuration every page already has (root data): the tile
 * server and its credit, the geocoder and the city's centre. A map component reads them itself,
 * so a page only places the component.
 */
export function useMapSettings(): MapSettings {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) throw new Error('map settings are read inside the app');
  return { ...root.config.map, center: root.config.mapCenter };
}
