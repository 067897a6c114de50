import { useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { directionsUrl, openStreetMapUrl } from './links.ts';
import { MapFrame } from './map-frame.tsx';
import type { MapPlace } from './types.ts';
import { useMapSettings } from './use-map-settings.ts';
import { useLeaflet } from './use-map.ts';

/**
 * One place's map (a business page), and a directions link that works with or without JavaScript
 * unless the page has its own (`directions={false}`).
 */
export function LocationMap({ place, directions = true }: { place: MapPlace; directions?: boolean }) {
  const t = useT();
  const settings = useMapSettings();
  const canvasRef = useRef<HTMLDivElement>(null);
  const { state } = useLeaflet(
    canvasRef,
    (module, element) => module.mountLocationMap(element, { tiles: settings, place }),
    `${place.lat},${place.lng}`,
  );
  return (
    <div className="location-map stack">
      <MapFrame
        canvasRef={canvasRef}
        state={state}
        label={t('maps.locationLabel', { name: place.name })}
        height="240px"
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
