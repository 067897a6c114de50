import type { OpenState } from '../../../shared/listings/opening-hours.ts';
import { useT } from '../../lib/i18n.ts';
import { ListMap } from '../maps/list-map.tsx';
import { LocationMap } from '../maps/location-map.tsx';

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
  /** `list`: the sub-category page's show/hide map beside the list; `place`: a business page's location. */
  variant: 'list' | 'place';
}

/**
 * The directory's maps (web/features/maps, decision 110): a sub-category page's show/hide map of
 * its list, whose cards and markers light each other up, and a business page's location with its
 * directions link. Leaflet loads only when a map is on screen.
 */
export function BusinessMapSlot({ markers, variant }: BusinessMapSlotProps) {
  const t = useT();
  const places = markers.map((m) => ({ id: m.id, name: m.title, lat: m.lat, lng: m.lng, href: m.url }));
  // the business page has its own directions link beside the map
  if (variant === 'place') return places[0] ? <LocationMap place={places[0]} directions={false} /> : null;
  return <ListMap places={places} label={t('maps.listLabel')} />;
}
