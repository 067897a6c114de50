import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { directionsUrl, openStreetMapUrl } from './links.ts';
import { MapFrame } from './map-frame.tsx';
import type { MapPlace } from './types.ts';
import { useMapSettings } from './use-map-settings.ts';
import { useLeaflet, useNearViewport } from './use-map.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** How far below the screen the map starts loading: about a screen's scroll ahead of the reader. */
const preloadMargin = '600px 0px';

/**
 * One place's map (a business page), and a directions link that works with or without JavaScript
 * unless the page has its own (`directions={false}`). The map sits low on a reading page, so
 * Leaflet (≈ 40 KB compressed, more than the page's own budget) is fetched only when its box comes
 * within `preloadMargin` of the screen, or when the reader asks for it with the box's button; until
 * then the box, at its final height, offers the place on OpenStreetMap.
 */
export function LocationMap({ place, directions = true }: { place: MapPlace; directions?: boolean }) {
  const t = useT();
  const settings = useMapSettings();
  const canvasRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(canvasRef, preloadMargin);
  const [requested, setRequested] = useState(false);
  // the button needs the script: the server's box (and a page without JavaScript) has none
  const hydrated = useHydrated();
  const { state } = useLeaflet(
    canvasRef,
    (module, element) => module.mountLocationMap(element, { tiles: settings, place }),
    `${place.lat},${place.lng}`,
    near || requested,
  );
  // the button that asked for the map goes away with the placeholder: the keyboard moves to the map
  useEffect(() => {
    if (requested && state === 'ready') canvasRef.current?.focus({ preventScroll: true });
  }, [requested, state]);
  return (
    <div className="location-map stack">
      <MapFrame
        canvasRef={canvasRef}
        state={state}
        label={t('maps.locationLabel', { name: place.name })}
        height="240px"
        onRequest={hydrated ? () => setRequested(true) : undefined}
        fallback={
          <p>
            <a href={openStreetMapUrl(place)} rel="noopener" target="_blank">
              {t('maps.viewOnMap')}
            </a>
          </p>
        }
      />
      {directions ? (
        <p className="map-links">
          <a className="btn btn-outline btn-sm" href={directionsUrl(place)} rel="noopener" target="_blank">
            {t('maps.directions')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
