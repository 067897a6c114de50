import type { OpenState } from '../../../shared/listings/opening-hours.ts';

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
  /** MAP_CENTER_LAT / MAP_CENTER_LNG, for a list with no marker. */
  center: { lat: number; lng: number };
  /** `list`: the sub-category page's show/hide map beside the list; `place`: a business page's location. */
  variant: 'list' | 'place';
}

/**
 * Where the Leaflet map goes on the sub-category and business pages. Left empty here on purpose:
 * the map (loaded only on these pages, with the show/hide toggle, clustering and list highlighting)
 * is built separately and replaces this component with the same props.
 */
export function BusinessMapSlot(_props: BusinessMapSlotProps) {
  return null;
}
