import { describe, expect, it } from 'vitest';
import { firstGeocodeHit, geocodeUrl, parseCoordinate, parseLatLng } from './coordinates.ts';

describe('coordinates as typed', () => {
  it('reads ASCII and Arabic-Indic digits, the Arabic decimal separator and a minus', () => {
    expect(parseCoordinate('42.3223', 90)).toBe(42.3223);
    expect(parseCoordinate('٤٢٫٣٢٢٣', 90)).toBe(42.3223);
    expect(parseCoordinate('-83.1763', 180)).toBe(-83.1763);
    expect(parseCoordinate('−83.5', 180)).toBe(-83.5);
    expect(parseCoordinate(' ۴۲.۱ ', 90)).toBe(42.1);
    expect(parseCoordinate('\u200E-٨٣٫١٧', 180)).toBe(-83.17);
  });

  it('refuses text, empty input and values out of range', () => {
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('north', 90)).toBeNull();
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('180.5', 180)).toBeNull();
    expect(parseCoordinate('1e3', 180)).toBeNull();
    expect(parseLatLng('42', '')).toBeNull();
    expect(parseLatLng('42', '-83')).toEqual({ lat: 42, lng: -83 });
  });
});

describe('geocoder', () => {
  it('asks only when a URL is configured and an address typed', () => {
    expect(geocodeUrl(null, '1 Main St')).toBeNull();
    expect(geocodeUrl('https://geo.test/search?q={q}', '  ')).toBeNull();
    expect(geocodeUrl('https://geo.test/search?q={q}', 'Warren Ave, Dearborn')).toBe(
      'https://geo.test/search?q=Warren%20Ave%2C%20Dearborn',
    );
  });

  it('takes the first hit of a Nominatim-style answer', () => {
    expect(
      firstGeocodeHit([
        { lat: '42.33', lon: '-83.2' },
        { lat: '1', lon: '1' },
      ]),
    ).toEqual({
      lat: 42.33,
      lng: -83.2,
    });
    expect(firstGeocodeHit([])).toBeNull();
    expect(firstGeocodeHit({ error: 'x' })).toBeNull();
    expect(firstGeocodeHit([{ lat: 'x', lon: '1' }])).toBeNull();
  });
});
