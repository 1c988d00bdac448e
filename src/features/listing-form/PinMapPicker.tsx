/**
 * Placing the property's point on the map: the pin stays in the middle and the map moves under it (a
 * finger on a phone would cover a pin it dragged), and a tap brings the tapped place to the pin. Keys
 * move the map too, so the point can be placed without a pointer. The map is the lazy chunk every map
 * uses (components/map/LazyMapView.tsx); nothing of it loads until the owner asks for it.
 */
import { useId, useState } from 'react';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import type { LatLngLike, LeafletMapHandle, MapViewport } from '../../components/map/map-types.ts';
import { PAKISTAN_BOUNDS } from '../../contract/geo.ts';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';

/**
 * A point chosen further out than this is a guess: at zoom 16 a phone's screen spans about 300 m,
 * a street or two; the public circle (PIN_OFFSET_METRES) is half that.
 */
export const PIN_PLACING_MIN_ZOOM = 16;

/** Where the map opens: the point already recorded, or the chosen place's centre, or all Pakistan. */
export interface PinStart {
  at: LatLngLike;
  zoom: number;
}

export function PinMapPicker({ start, onUse, onCancel }: {
  start: PinStart | null;
  onUse: (point: LatLngLike) => void;
  onCancel: () => void;
}) {
  // The first view only: later moves are the owner's.
  const [view] = useState<MapViewport>(() => (start ? { center: start.at, zoom: start.zoom } : { bounds: PAKISTAN_BOUNDS }));
  const [centre, setCentre] = useState<{ at: LatLngLike; zoom: number } | null>(null);
  const hintId = useId();
  const closeEnough = centre !== null && centre.zoom >= PIN_PLACING_MIN_ZOOM;

  const onMap = (map: LeafletMapHandle) => {
    const bring = (event: { latlng: LatLngLike }) => map.panTo(event.latlng);
    map.on('click', bring);
    return () => { map.off('click', bring); };
  };

  return (
    <div className={styles.pinPicker}>
      <p id={hintId} className={styles.pinMuted}>{m.pin.mapHint}</p>
      <div className={styles.pinMapFrame}>
        <LazyMapView
          label={m.pin.mapLabel}
          view={view}
          gestures="greedy"
          onMoveEnd={(moved) => setCentre({ at: moved.center, zoom: moved.zoom })}
          onMap={onMap}
          className={styles.pinMap}
        />
        <svg className={styles.pinTarget} viewBox="0 0 32 42" aria-hidden="true" focusable="false">
          <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" />
          <circle cx="16" cy="15.5" r="5.5" />
        </svg>
      </div>
      {centre !== null && !closeEnough ? <p className={styles.pinMuted} role="status">{m.pin.zoomCloser}</p> : null}
      <div className={styles.pinActions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!closeEnough}
          aria-describedby={hintId}
          onClick={() => { if (centre) onUse(centre.at); }}
        >
          {m.pin.useMapPoint}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{m.pin.cancelMap}</button>
      </div>
    </div>
  );
}
