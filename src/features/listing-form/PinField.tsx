/**
 * Where the property is, recorded by the phone standing at it (the Geolocation API needs no
 * connection: a queued listing carries the point like any other field) or placed on the map
 * (PinMapPicker.tsx). The point is shown as numbers with a Remove action; the exact point is public
 * only when the owner ticks the box, otherwise the site shows a circle of PIN_OFFSET_METRES around a
 * point near it (src/contract/geo.ts).
 */
import { useId, useRef, useState } from 'react';
import { currentPosition } from '../../lib/geolocation.ts';
import type { UseFormReturn } from 'react-hook-form';
import { PIN_OFFSET_METRES } from '../../contract/geo.ts';
import { pinFromPosition, type FormField, type PropertyFormValues } from './form-values.ts';
import { PinMapPicker, type PinStart } from './PinMapPicker.tsx';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';

type Problem = 'denied' | 'unavailable' | 'unsupported' | 'outside';

/** A recorded point opens the map this close: a street or two around it. */
const RECORDED_POINT_ZOOM = 17;

/**
 * Always a fresh fix: an owner who taps again has usually moved to the gate. GPS may need a while outdoors.
 * `placeStart`: where the map opens when no point is recorded yet (the chosen location's or city's centre).
 */
export function PinField({ form, errorOf, placeStart }: {
  form: UseFormReturn<PropertyFormValues>;
  errorOf: (name: FormField) => string | undefined;
  placeStart: PinStart | null;
}) {
  const { watch, setValue } = form;
  const [lat, lng, exact] = watch(['PinLatitude', 'PinLongitude', 'ShowExactLocation']);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const statusId = useId();
  const useButton = useRef<HTMLButtonElement>(null);
  const mapButton = useRef<HTMLButtonElement>(null);
  const recorded = lat !== '' && lng !== '';
  const serverError = errorOf('PinLatitude') ?? errorOf('PinLongitude') ?? errorOf('ShowExactLocation');
  const set = (name: 'PinLatitude' | 'PinLongitude' | 'ShowExactLocation', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  const locate = async () => {
    setProblem(null);
    setLocating(true);
    const here = await currentPosition({ timeoutMs: 30_000 });
    setLocating(false);
    if (!here.ok) {
      setProblem(here.reason);
      return;
    }
    const pin = pinFromPosition({ latitude: here.lat, longitude: here.lng });
    if (!pin) {
      setProblem('outside');
      return;
    }
    set('PinLatitude', pin.PinLatitude);
    set('PinLongitude', pin.PinLongitude);
    setAccuracy(Number.isFinite(here.accuracyMetres) ? Math.max(1, Math.round(here.accuracyMetres)) : null);
  };

  const placed = (point: { lat: number; lng: number }) => {
    const pin = pinFromPosition({ latitude: point.lat, longitude: point.lng });
    setPlacing(false);
    if (!pin) {
      setProblem('outside');
      return;
    }
    setProblem(null);
    set('PinLatitude', pin.PinLatitude);
    set('PinLongitude', pin.PinLongitude);
    setAccuracy(null);
    requestAnimationFrame(() => mapButton.current?.focus());
  };

  const cancelPlacing = () => {
    setPlacing(false);
    requestAnimationFrame(() => mapButton.current?.focus());
  };

  const start: PinStart | null = recorded ? { at: { lat: Number(lat), lng: Number(lng) }, zoom: RECORDED_POINT_ZOOM } : placeStart;
  const mapAction = placing ? (
    <PinMapPicker start={start} onUse={placed} onCancel={cancelPlacing} />
  ) : (
    <button ref={mapButton} type="button" className={`btn btn-outline ${styles.pinUse}`} onClick={() => { setProblem(null); setPlacing(true); }}>
      <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2z" />
        <path d="M9 4v14M15 6v14" />
      </svg>
      {recorded ? m.pin.moveOnMap : m.pin.placeOnMap}
    </button>
  );

  const remove = () => {
    set('PinLatitude', '');
    set('PinLongitude', '');
    set('ShowExactLocation', '');
    setAccuracy(null);
    setProblem(null);
    setPlacing(false);
    // The Remove button leaves with the point: focus goes back where a new point is recorded.
    requestAnimationFrame(() => useButton.current?.focus());
  };

  return (
    <div className={styles.pinBox}>
      <p className={styles.pinTitle}>{m.pin.title}</p>
      {recorded ? (
        <>
          <div className={styles.pinRecorded}>
            <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
              <circle cx="12" cy="10" r="2.5" />
            </svg>
            <div className={styles.pinText} role="status" id={statusId}>
              <strong>{m.pin.recorded}</strong>
              <span className={styles.pinCoords} dir="ltr" translate="no">{`${lat}, ${lng}`}</span>
              {accuracy !== null ? <span className={styles.pinMuted}>{m.pin.accuracy(accuracy)}</span> : null}
            </div>
            <button type="button" className={`btn btn-ghost ${styles.pinRemove}`} onClick={remove} aria-label={m.pin.removeLabel}>
              {m.pin.remove}
            </button>
          </div>
          <label className={styles.pinExact}>
            <input
              type="checkbox"
              name="ShowExactLocation"
              value="true"
              checked={exact === 'true'}
              onChange={(event) => set('ShowExactLocation', event.target.checked ? 'true' : '')}
            />
            <span>
              {m.pin.showExact}
              <span className={styles.pinMuted}>{exact === 'true' ? m.pin.exactNote : m.pin.approximateNote(PIN_OFFSET_METRES)}</span>
            </span>
          </label>
          {mapAction}
        </>
      ) : (
        <>
          <p className={styles.pinMuted}>{m.pin.hint}</p>
          <button
            ref={useButton}
            type="button"
            className={`btn btn-outline ${styles.pinUse}`}
            onClick={() => void locate()}
            disabled={locating}
            aria-busy={locating || undefined}
          >
            <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="3.5" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
              <circle cx="12" cy="12" r="7.5" fill="none" />
            </svg>
            {locating ? m.pin.locating : m.pin.use}
          </button>
          {mapAction}
        </>
      )}
      {problem || serverError ? (
        <p className={styles.error} role="alert">
          {problem ? m.pin[problem] : serverError}
        </p>
      ) : null}
    </div>
  );
}
