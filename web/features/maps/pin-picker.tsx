import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { firstGeocodeHit, formatCoordinate, geocodeUrl, parseLatLng } from './coordinates.ts';
import { MapFrame } from './map-frame.tsx';
import type { LatLng } from './types.ts';
import { useMapSettings } from './use-map-settings.ts';
import { useLeaflet } from './use-map.ts';

type GeocodeState = 'idle' | 'busy' | 'notFound' | 'failed';

/**
 * A form's location field: the latitude and longitude inputs (they are what the form sends, and the
 * keyboard's way in) and a map with a pin that moves by dragging, a click on the map or the arrow
 * keys. The two follow each other. With a geocoder configured, `address()` (the form's address
 * fields) places the pin: on the button, and on its own when an address field changes while the
 * pin has not been placed by hand yet.
 */
export function PinPicker({
  names,
  values,
  error,
  address,
  addressFields = [],
}: {
  names: { lat: string; lng: string };
  values: { lat: string; lng: string };
  /** The field's message (a catalog key), shown under it. */
  error?: string;
  /** The address typed in the form, one line. */
  address?: () => string;
  /** The names of the form's address inputs whose changes place the pin. */
  addressFields?: string[];
}) {
  const t = useT();
  const settings = useMapSettings();
  const [lat, setLat] = useState(values.lat);
  const [lng, setLng] = useState(values.lng);
  const [geocode, setGeocode] = useState<GeocodeState>('idle');
  const movedByHand = useRef(Boolean(values.lat && values.lng));
  const canvasRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const initial = parseLatLng(values.lat, values.lng);

  const show = (position: LatLng) => {
    setLat(formatCoordinate(position.lat));
    setLng(formatCoordinate(position.lng));
  };
  const { state, handle } = useLeaflet(
    canvasRef,
    (module, element) =>
      module.mountPinPicker(element, {
        tiles: settings,
        position: initial,
        center: settings.center,
        label: t('maps.picker.pin'),
        onMove: (position) => {
          movedByHand.current = true;
          show(position);
        },
      }),
    'picker',
  );

  // a form shown again (an error, a restored draft) brings its values back
  useEffect(() => {
    setLat(values.lat);
    setLng(values.lng);
  }, [values.lat, values.lng]);

  function handleTyped(nextLat: string, nextLng: string) {
    setLat(nextLat);
    setLng(nextLng);
    const position = parseLatLng(nextLat, nextLng);
    if (position) {
      movedByHand.current = true;
      handle.current?.moveTo(position);
    }
  }

  async function placeAtAddress() {
    const url = geocodeUrl(settings.geocoderUrl, address?.() ?? '');
    if (!url) return;
    setGeocode('busy');
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      const hit = response.ok ? firstGeocodeHit(await response.json()) : null;
      if (!hit) {
        setGeocode(response.ok ? 'notFound' : 'failed');
        return;
      }
      setGeocode('idle');
      show(hit);
      handle.current?.moveTo(hit);
    } catch {
      setGeocode('failed');
    }
  }
  const placeRef = useRef(placeAtAddress);
  placeRef.current = placeAtAddress;

  // typing the address moves the pin only with a geocoder, and only until the user places it
  useEffect(() => {
    const form = fieldRef.current?.form;
    if (!form || !settings.geocoderUrl || addressFields.length === 0) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target && addressFields.includes(target.name) && !movedByHand.current) void placeRef.current();
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [settings.geocoderUrl, addressFields]);

  const hasGeocoder = Boolean(settings.geocoderUrl && address);
  const describedBy = ['location-hint', error ? 'location-error' : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      ref={fieldRef}
      id="location"
      className="field pin-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{t('maps.picker.legend')}</legend>
      <p id="location-hint" className="field-hint">
        {t('maps.picker.hint')}
      </p>
      <MapFrame
        canvasRef={canvasRef}
        state={state}
        label={t('maps.picker.mapLabel')}
        height="300px"
        fallback={<p className="muted">{t('maps.picker.noScript')}</p>}
      />
      {hasGeocoder ? (
        <p className="pin-picker-geocode">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void placeAtAddress()}
            disabled={geocode === 'busy'}
          >
            {t('maps.picker.useAddress')}
          </button>{' '}
          <span role="status" className="muted">
            {geocode === 'busy'
              ? t('maps.picker.searching')
              : geocode === 'notFound'
                ? t('maps.picker.notFound')
                : geocode === 'failed'
                  ? t('maps.picker.geocodeFailed')
                  : ''}
          </span>
        </p>
      ) : null}
      <div className="pin-picker-inputs">
        {(['lat', 'lng'] as const).map((axis) => (
          <div className="field" key={axis}>
            <label htmlFor={`location-${axis}`}>
              {t(axis === 'lat' ? 'maps.picker.latitude' : 'maps.picker.longitude')}
            </label>
            <input
              id={`location-${axis}`}
              name={names[axis]}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={axis === 'lat' ? lat : lng}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'location-error' : undefined}
              onChange={(event) =>
                axis === 'lat' ? handleTyped(event.target.value, lng) : handleTyped(lat, event.target.value)
              }
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id="location-error" className="field-error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
