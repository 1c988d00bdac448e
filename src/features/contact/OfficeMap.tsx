import { useEffect, useState } from 'react';
import { LocationIcon } from '../../components/icons/icons.tsx';
import { useOnline } from '../../offline/connectivity.ts';
import { contactMessages as m } from './contact-messages.ts';
import styles from './ContactPage.module.css';

/** The office pin (Karachi) and a box of roughly two kilometres around it. */
const OFFICE = { lat: 24.8607, lon: 67.0011 } as const;
const SPAN = { lat: 0.009, lon: 0.012 } as const;

export const OFFICE_MAP_URL =
  'https://www.openstreetmap.org/export/embed.html?' +
  `bbox=${[OFFICE.lon - SPAN.lon, OFFICE.lat - SPAN.lat, OFFICE.lon + SPAN.lon, OFFICE.lat + SPAN.lat].map((n) => n.toFixed(4)).join(',')}` +
  `&layer=mapnik&marker=${OFFICE.lat},${OFFICE.lon}`;


/** The same place on OpenStreetMap's own site: a link works where the embedded frame does not. */
export const OFFICE_MAP_LINK = `https://www.openstreetmap.org/?mlat=${OFFICE.lat}&mlon=${OFFICE.lon}#map=16/${OFFICE.lat}/${OFFICE.lon}`;

/** A map that has not loaded by then is treated as failed: on a patchy line it would only hold the page up. */
const LOAD_TIMEOUT_MS = 20_000;

type MapState = 'loading' | 'loaded' | 'failed';

/**
 * The office on an OpenStreetMap frame, over an address panel that stays when the map cannot come:
 * offline, a frame error, or no load in time. Browsers fire `load` even for their own error page in a
 * cross-origin frame, so those three are all a page can detect; the panel shows while the frame loads.
 */
export function OfficeMap() {
  const online = useOnline();
  const [state, setState] = useState<MapState>('loading');

  // Offline unmounts the frame, so coming back means a fresh load; a map that failed gets another go too.
  useEffect(() => {
    const retry = () => setState('loading');
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  useEffect(() => {
    if (!online || state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [online, state]);

  const showFrame = online && state !== 'failed';
  const note = !online
    ? m.mapOffline
    : state === 'failed'
      ? m.mapFailed
      : m.mapLoading;

  // The address and a link stay under the frame whatever it shows: when the map host cannot be
  // reached the browser still fires `load` (for its own error page), so a failed frame can look
  // loaded, an empty box.
  return (
    <figure className={styles.mapFigure}>
      <div className={styles.map}>
        <div className={styles.mapFallback} data-testid="office-map-fallback" hidden={state === 'loaded' && showFrame}>
          <span className={styles.mapPin}>
            <LocationIcon aria-hidden="true" />
          </span>
          <p className={styles.mapAddress}>{m.address}</p>
          <p className={styles.mapNote}>{note}</p>
        </div>
        {showFrame ? (
          <iframe
            className={styles.mapFrame}
            src={OFFICE_MAP_URL}
            title={m.mapTitle(m.address)}
            referrerPolicy="strict-origin-when-cross-origin"
            // The map may run its own scripts and open its links in a new tab, but never navigate or script this page.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        ) : null}
      </div>
      <figcaption className={styles.mapCaption}>
        <LocationIcon aria-hidden="true" />
        <span>{m.address}</span>
        <a href={OFFICE_MAP_LINK} target="_blank" rel="noopener noreferrer">
          {m.openMap}
        </a>
      </figcaption>
    </figure>
  );
}
