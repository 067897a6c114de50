import { normalizeNumber } from '#shared/limits.ts';
import type { LatLng } from './types.ts';

/**
 * A coordinate as typed: Arabic-Indic digits, the Arabic decimal separator (٫) and a leading
 * minus (or the Arabic minus-like dash) are understood; null when it is no number in range.
 */
export function parseCoordinate(text: string, max: 90 | 180): number | null {
  const clean = normalizeNumber(text);
  if (!/^-?\d{1,3}(\.\d+)?$/.test(clean)) return null;
  const value = Number(clean);
  return Math.abs(value) <= max ? value : null;
}

/** Both coordinates, or null while either is missing or wrong. */
export function parseLatLng(lat: string, lng: string): LatLng | null {
  const la = parseCoordinate(lat, 90);
  const ln = parseCoordinate(lng, 180);
  return la === null || ln === null ? null : { lat: la, lng: ln };
}

/** Six decimals: about 10 cm, more than a pin dropped by hand can mean. */
export const formatCoordinate = (value: number) => value.toFixed(6);

/**
 * The geocoder's URL for an address (`{q}` in the configured template), or null without one.
 * The answer is read as a Nominatim-style array of `{ lat, lon }` (strings or numbers).
 */
export const geocodeUrl = (template: string | null, address: string) =>
  template && address.trim() ? template.replace('{q}', encodeURIComponent(address.trim())) : null;

export function firstGeocodeHit(answer: unknown): LatLng | null {
  const first = Array.isArray(answer)
    ? (answer[0] as { lat?: unknown; lon?: unknown } | undefined)
    : undefined;
  if (!first) return null;
  const found = parseLatLng(String(first.lat ?? ''), String(first.lon ?? ''));
  return found;
}
