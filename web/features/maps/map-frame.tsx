import type { ReactNode, RefObject } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { MapState } from './use-map.ts';

/**
 * The box a map draws in. The server renders it with `fallback` (links that work without
 * JavaScript) and a fixed height, so nothing moves when Leaflet arrives. The map itself stays
 * left-to-right in Arabic pages too (`dir="ltr"`): tiles, controls and drag directions are
 * geography, not text.
 */
export function MapFrame({
  canvasRef,
  state,
  label,
  fallback,
  className = '',
}: {
  canvasRef: RefObject<HTMLDivElement | null>;
  state: MapState;
  label: string;
  fallback: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`map-frame ${className}`.trim()} data-map-state={state}>
      <div ref={canvasRef} className="map-canvas" dir="ltr" role="region" aria-label={label} />
      {state === 'ready' ? null : (
        <div className="map-fallback">
          {state === 'failed' ? (
            <p role="alert">{t('maps.failed')}</p>
          ) : (
            <p className="muted map-loading">{t('maps.loading')}</p>
          )}
          {fallback}
        </div>
      )}
    </div>
  );
}
