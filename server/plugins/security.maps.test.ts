import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from '../config.ts';
import { documentCsp, tileSource } from './security.ts';

describe('map settings', () => {
  it("default to OpenStreetMap's standard tiles and credit, with no geocoder", () => {
    const config = publicConfig(loadConfig({}));
    expect(config.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      geocoderUrl: null,
    });
  });

  it('refuse a tile URL without {z}/{x}/{y} and a geocoder URL without {q}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER_URL: 'https://geo.example.com/search' })).toThrow(ConfigError);
    // a high-density provider's template: Leaflet puts "@2x" for {r} on a high-density screen
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}{r}.png' }).MAP_TILE_URL).toBe(
      'https://tiles.example.com/{z}/{x}/{y}{r}.png',
    );
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example.com/search?q={q}' }).GEOCODER_URL).toBe(
      'https://geo.example.com/search?q={q}',
    );
  });

  it("allow the tile server's origin, whatever its template holds", () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('http://127.0.0.1:3104/tiles/{z}/{x}/{y}{r}.png')).toBe('http://127.0.0.1:3104');
    // Leaflet's a, b, c subdomains
    expect(tileSource('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tiles.example.com',
    );
  });

  it("let pages load the tiles' images and call the geocoder, and nothing else", () => {
    const csp = documentCsp(
      {
        hsts: false,
        extraScriptSrc: [],
        extraImgSrc: ['https://tiles.example.com'],
        extraConnectSrc: ['https://geo.example.com'],
      },
      'n0nce',
    );
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe(
      "img-src 'self' data: blob: https://i.ytimg.com https://tiles.example.com",
    );
    expect(directive('connect-src')).toBe("connect-src 'self' https://geo.example.com");
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-n0nce'");
  });
});
