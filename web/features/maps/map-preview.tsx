import { type CSSProperties, useEffect, useRef } from 'react';
import {
  fitView,
  hasHighDensityTiles,
  listMapFit,
  project,
  tileSize,
  tilesAround,
  tileUrl,
} from './static-view.ts';
import type { LatLng, MapPlace } from './types.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The preview is fitted to a phone's list column at the map's height, as Leaflet fits the map there
 * (`listMapFit`), so on a phone the map takes over the very tiles the preview drew.
 */
const phoneBox = { width: 380, height: 420 };
/** A wider box shows more around the same centre; those tiles load only where they show. */
const wideBox = { width: 1280, height: 420 };

const previewStyle: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden' };
const wideTileStyle: CSSProperties = { inlineSize: tileSize, blockSize: tileSize, backgroundSize: 'cover' };
/** A tile address as a CSS `url()`: quoted, with the characters that would end the string escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => encodeURIComponent(c))}")`;
const dotStyle: CSSProperties = {
  position: 'absolute',
  inlineSize: 14,
  blockSize: 14,
  margin: -7,
  borderRadius: '50%',
  background: 'var(--color-primary)',
  border: '2px solid #fff',
  boxShadow: '0 1px 3px rgb(0 0 0 / 40%)',
};

/**
 * A list's map drawn by the server as plain images: the tiles of the view Leaflet will open on, and
 * a dot for each place. It is there in the first paint, before (and without) the map's script, which
 * on a phone arrives seconds later; the interactive map replaces it. Pictures only: the places'
 * links are the map box's fallback, and the map's region is the accessible one.
 */
export function MapPreview({
  places,
  center,
  tileTemplate,
}: {
  places: readonly MapPlace[];
  center: LatLng;
  tileTemplate: string;
}) {
  const view = fitView(places, center, phoneBox, listMapFit);
  // The first paint draws the provider's standard tiles (a quarter of a high-density tile's bytes):
  // on a phone they are what the page waits on. Once the page has hydrated, high-density screens
  // swap in the `@2x` tiles, which the live map then takes from the cache. Without script the
  // standard tiles stay.
  const sharp = useHydrated();
  const highDensity = hasHighDensityTiles(tileTemplate);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => hideFailedTiles(box.current), []);
  return (
    <div ref={box} className="map-preview" aria-hidden="true" dir="ltr" style={previewStyle}>
      {tilesAround(view, wideBox).map((tile) => {
        const key = `${tile.left},${tile.top}`;
        const position: CSSProperties = {
          position: 'absolute',
          // the preview is left-to-right (geography): inline start is the left edge
          insetInlineStart: `calc(50% + ${tile.left}px)`,
          insetBlockStart: `calc(50% + ${tile.top}px)`,
        };
        const onPhone = tile.left + tileSize > -phoneBox.width / 2 && tile.left < phoneBox.width / 2;
        if (!onPhone) {
          // A background, not an image: hidden in a phone's box (maps.css), it is never fetched, with
          // or without script (a browser with script off loads every <img>, lazy or not).
          const oneX = cssUrl(tileUrl(tileTemplate, tile));
          const image = highDensity
            ? `image-set(${oneX} 1x, ${cssUrl(tileUrl(tileTemplate, tile, true))} 2x)`
            : oneX;
          return (
            <span
              key={key}
              className="map-preview-wide"
              style={{ ...position, ...wideTileStyle, backgroundImage: image }}
            />
          );
        }
        return (
          <img
            key={key}
            src={tileUrl(tileTemplate, tile)}
            srcSet={sharp && highDensity ? `${tileUrl(tileTemplate, tile, true)} 2x` : undefined}
            alt=""
            width={tileSize}
            height={tileSize}
            // the largest picture of a page that opens with its map: asked for first
            fetchPriority="high"
            onError={(event) => hide(event.currentTarget)}
            style={{ ...position, maxInlineSize: 'none' }}
          />
        );
      })}
      {places.map((place) => {
        const { x, y } = project(place, view.zoom);
        return (
          <span
            key={place.id}
            className="map-preview-dot"
            style={{
              ...dotStyle,
              insetInlineStart: `calc(50% + ${Math.round(x - view.x)}px)`,
              insetBlockStart: `calc(50% + ${Math.round(y - view.y)}px)`,
            }}
          />
        );
      })}
    </div>
  );
}

/**
 * A tile that cannot be loaded (offline, the provider down) would show the browser's broken-image
 * frame at its size: it is hidden instead, leaving the map's plain background. `onError` catches
 * the failures from hydration on (the `@2x` swap, a new list's tiles); this catches the ones that
 * failed before the script ran.
 */
function hideFailedTiles(box: HTMLElement | null) {
  for (const tile of box?.querySelectorAll('img') ?? [])
    if (tile.complete && tile.naturalWidth === 0) hide(tile);
}

function hide(tile: HTMLImageElement) {
  tile.style.visibility = 'hidden';
}
