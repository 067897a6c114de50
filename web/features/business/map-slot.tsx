import type { OpenState } from '#shared/listings/opening-hours.ts';
import { useT } from '../../lib/i18n.ts';
import { ListMap } from '../maps/list-map.tsx';

/** A business on a map: where it is, its page and whether it is open now. */
export interface BusinessMapMarker {
  id: number;
  title: string;
  url: string;
  lat: number;
  lng: number;
  open: OpenState | null;
}

export interface BusinessMapSlotProps {
  /** The list's businesses (a sub-category page) or the one business (its page). */
  markers: BusinessMapMarker[];
  /** MAP_CENTER_LAT / MAP_CENTER_LNG, for a list with no marker (the maps read it from the configuration). */
  center: { lat: number; lng: number };
}

/**
 * A sub-category page's show/hide map of its list (web/features/maps, decision 110), whose cards
 * and markers light each other up; Leaflet loads only when the map is shown. (A business page uses
 * LocationMap directly, so it does not load the list map's code.)
 */
export function BusinessMapSlot({ markers }: BusinessMapSlotProps) {
  const t = useT();
  const places = markers.map((m) => ({ id: m.id, name: m.title, lat: m.lat, lng: m.lng, href: m.url }));
  return <ListMap places={places} label={t('maps.listLabel')} />;
}
