import { useEffect, useRef } from 'react';
import { useFormatNumber, useT } from '../../lib/i18n.ts';
import { MapFrame } from './map-frame.tsx';
import { MapPreview } from './map-preview.tsx';
import type { MapPlace } from './types.ts';
import { useMapSettings } from './use-map-settings.ts';
import { useLeaflet } from './use-map.ts';

/**
 * A list page's places on one map: the server's picture of it (map-preview.tsx) until `live`, then
 * Leaflet's. `activeId` (the list item under the pointer or the keyboard) lights its marker up; a
 * marker activated on the map calls `onSelect`, which the list answers by showing that item.
 * Without JavaScript: the places as links.
 */
export function PlacesMap({
  places,
  live,
  activeId,
  onSelect,
  label,
}: {
  places: MapPlace[];
  /** Whether to fetch Leaflet and draw the interactive map. */
  live: boolean;
  activeId: number | null;
  onSelect(id: number): void;
  label: string;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const settings = useMapSettings();
  const canvasRef = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const { state, handle } = useLeaflet(
    canvasRef,
    (module, element) =>
      module.mountPlacesMap(element, {
        tiles: settings,
        center: settings.center,
        places,
        clusterLabel: (count) => t('maps.cluster', { count }),
        clusterCount: formatNumber,
        onSelect: (id) => onSelectRef.current(id),
      }),
    places.map((p) => `${p.id}@${p.lat},${p.lng}`).join(' '),
    live,
  );
  useEffect(() => {
    if (state === 'ready') handle.current?.setActive(activeId);
  }, [state, activeId, handle]);
  return (
    <MapFrame
      canvasRef={canvasRef}
      state={state}
      label={label}
      height="min(420px, 60vh)"
      preview={<MapPreview places={places} center={settings.center} tileTemplate={settings.tileUrl} />}
      fallback={
        places.length ? (
          <ul className="map-fallback-list">
            {places.map((place) => (
              <li key={place.id}>
                {place.href ? (
                  <a href={place.href} dir="auto">
                    {place.name}
                  </a>
                ) : (
                  <bdi>{place.name}</bdi>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('maps.noPlaces')}</p>
        )
      }
    />
  );
}
