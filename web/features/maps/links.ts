import type { LatLng } from './types.ts';

const fixed = (n: number) => n.toFixed(6);

/** A route to the place in the visitor's maps app (Google's documented cross-platform URL). */
export const directionsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${fixed(lat)},${fixed(lng)}`;

/** The place on OpenStreetMap's site: the map without JavaScript. */
export const openStreetMapUrl = ({ lat, lng }: LatLng) =>
  `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lng)}#map=17/${fixed(lat)}/${fixed(lng)}`;
