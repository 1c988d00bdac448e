/**
 * The map, fetched when it is first shown: Leaflet and our tile layer are a chunk of their own
 * (MapView.tsx) that no page loads first. A plain dynamic import rather than React.lazy: a chunk
 * that cannot be fetched (offline before the map was ever opened) is a state to show calmly, with a
 * way to try again, not an error thrown through the page.
 */
import { Component, useEffect, useState, type ReactNode } from 'react';
import { mapLoaderMessages as m } from './map-loader-messages.ts';
import type { MapViewProps } from './map-types.ts';
import styles from './LazyMapView.module.css';

type MapModule = typeof import('./MapView.tsx');

let loading: Promise<MapModule> | undefined;
/** Starts fetching the map's chunk (idempotent); a failed fetch may be tried again. */
export function loadMapView(): Promise<MapModule> {
  loading ??= import('./MapView.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A map that fails while drawing (a browser without canvas, say) leaves the rest of the page as it was. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyMapView(props: MapViewProps) {
  const [loaded, setLoaded] = useState<MapModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadMapView().then((module) => { if (live) setLoaded(module); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [attempt]);

  // Back online after a failed fetch: try again without being asked.
  useEffect(() => {
    if (!failed) return;
    const again = () => { setFailed(false); setAttempt((n) => n + 1); };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);

  if (loaded) {
    return (
      <MapBoundary fallback={<div className={`${styles.waiting} ${props.className ?? ''}`}><p role="status">{m.notLoaded}</p></div>}>
        <loaded.MapView {...props} />
      </MapBoundary>
    );
  }
  return (
    <div className={`${styles.waiting} ${props.className ?? ''}`}>
      {failed ? (
        <div className={styles.failed} role="status">
          <p>{typeof navigator !== 'undefined' && navigator.onLine === false ? m.notLoadedOffline : m.notLoaded}</p>
          <button type="button" className="btn btn-outline" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>
            {m.tryAgain}
          </button>
        </div>
      ) : (
        <p role="status">{m.loading}</p>
      )}
    </div>
  );
}
