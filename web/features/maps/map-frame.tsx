import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { MapState } from './use-map.ts';

const frameStyle: CSSProperties = {
  position: 'relative',
  // the preview's outer tiles show by the box's width (maps.css)
  containerType: 'inline-size',
  // Leaflet's panes and controls carry z-indexes up to 1000: kept inside the box, so the sticky
  // site header (z-index 40) passes over a map scrolled under it
  isolation: 'isolate',
  overflow: 'hidden',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius)',
  background: 'var(--color-primary-soft)',
};
const fillStyle: CSSProperties = { position: 'absolute', inset: 0 };
const fallbackStyle: CSSProperties = {
  ...fillStyle,
  zIndex: 1,
  padding: '0.75rem 1rem',
  overflow: 'auto',
  background: 'var(--color-primary-soft)',
};
/** Over a preview, the fallback is a strip at the box's foot, so the picture shows above it. */
const fallbackOverPreviewStyle: CSSProperties = {
  ...fallbackStyle,
  insetBlockStart: 'auto',
  maxBlockSize: '40%',
  borderBlockStart: '1px solid var(--color-border)',
};

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
  height,
  onRequest,
  preview,
}: {
  canvasRef: RefObject<HTMLDivElement | null>;
  state: MapState;
  label: string;
  fallback: ReactNode;
  /** The box's height (CSS): the map's place is kept before Leaflet draws, so nothing moves. */
  height: string;
  /** A map that waits (`idle`): the button that asks for it now, shown once the page is hydrated. */
  onRequest?: () => void;
  /** A picture of the map (map-preview.tsx) shown until the map is ready. */
  preview?: ReactNode;
}) {
  const t = useT();
  // The box's layout is inline: a page shows a map by placing the component, without a stylesheet
  // of its own (the markers' and Leaflet's styles come with the map's chunk).
  return (
    <div className="map-frame" data-map-state={state} style={{ ...frameStyle, blockSize: height }}>
      {state === 'ready' ? null : preview}
      <div
        ref={canvasRef}
        className="map-canvas"
        dir="ltr"
        role="region"
        aria-label={label}
        style={fillStyle}
      />
      {state === 'ready' ? null : (
        <div className="map-fallback" style={preview ? fallbackOverPreviewStyle : fallbackStyle}>
          {state === 'failed' ? (
            <p role="alert">{t('maps.failed')}</p>
          ) : state === 'loading' ? (
            <p className="muted map-loading">{t('maps.loading')}</p>
          ) : null}
          {fallback}
          {state === 'idle' && onRequest ? (
            <p>
              <button type="button" className="btn btn-outline btn-sm map-request" onClick={onRequest}>
                {t('maps.showMap')}
              </button>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
