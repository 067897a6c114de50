import { describe, expect, it } from 'vitest';
import { fitView, listMapFit, project, tilesAround, tileUrl } from './static-view.ts';

const box = { width: 380, height: 420 };
const dearborn = { lat: 42.3223, lng: -83.1763 };

describe("the list map's first view without Leaflet", () => {
  it('projects as spherical Mercator on 256 px tiles', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512);
    // the projection's edge: Mercator stops at ±85.05°, the top and bottom of the world
    expect(project({ lat: 89, lng: -180 }, 0).y).toBeCloseTo(0, 6);
    expect(project({ lat: -89, lng: 0 }, 2).y).toBeCloseTo(1024, 6);
  });

  it("opens on the city's centre at the empty zoom when the list has no places", () => {
    expect(fitView([], dearborn, box, listMapFit)).toEqual({ ...project(dearborn, 13), zoom: 13 });
  });

  it('fits one place at the highest zoom allowed, centred on it', () => {
    expect(fitView([dearborn], dearborn, box, listMapFit)).toEqual({ ...project(dearborn, 16), zoom: 16 });
  });

  it('fits places inside the padding at the highest whole zoom, centred on their bounds', () => {
    const places = [
      { lat: 42.34, lng: -83.2 },
      { lat: 42.3, lng: -83.15 },
    ];
    const view = fitView(places, dearborn, box, listMapFit);
    const span = (zoom: number) => ({
      x: project(places[1], zoom).x - project(places[0], zoom).x,
      y: project(places[1], zoom).y - project(places[0], zoom).y,
    });
    // fits at its zoom, not at the next one
    expect(span(view.zoom).x).toBeLessThanOrEqual(box.width - 64);
    expect(span(view.zoom).y).toBeLessThanOrEqual(box.height - 64);
    const next = span(view.zoom + 1);
    expect(next.x > box.width - 64 || next.y > box.height - 64).toBe(true);
    const a = project(places[0], view.zoom);
    const b = project(places[1], view.zoom);
    expect(view.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(view.y).toBeCloseTo((a.y + b.y) / 2, 6);
  });

  it('covers the box with whole tiles around the centre, placed from the centre', () => {
    const view = { x: 1000, y: 1000, zoom: 3 };
    const tiles = tilesAround(view, { width: 300, height: 100 });
    // x from 850 to 1150 (tiles 3 and 4), y from 950 to 1050 (tiles 3 and 4)
    expect(tiles.map((t) => `${t.x}/${t.y}`)).toEqual(['3/3', '4/3', '3/4', '4/4']);
    expect(tiles[0]).toMatchObject({ z: 3, left: 768 - 1000, top: 768 - 1000 });
    // the world repeats east and west; nothing above or below it
    const edge = tilesAround({ x: 10, y: 10, zoom: 1 }, { width: 100, height: 100 });
    expect(edge.map((t) => `${t.x}/${t.y}`)).toEqual(['1/0', '0/0']);
  });

  it("writes a tile's address as Leaflet does", () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}{r}.png', { z: 3, x: 4, y: 5 }, true)).toBe(
      'https://t.example/3/4/5@2x.png',
    );
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}{r}.png', { z: 3, x: 4, y: 5 })).toBe(
      'https://a.t.example/3/4/5.png',
    );
  });
});
