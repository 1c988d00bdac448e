import { LocationIcon } from '../../components/icons/icons.tsx';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import type { PinLike } from '../../components/map/map-types.ts';
import { googleMapsUrl } from '../../lib/map-links.ts';
import { contactMessages as m } from './contact-messages.ts';
import styles from './ContactPage.module.css';

/** The office (Karachi). */
const OFFICE = { lat: 24.8607, lng: 67.0011 } as const;
const OFFICE_PIN: PinLike = { Latitude: OFFICE.lat, Longitude: OFFICE.lng, Precision: 'exact' };
/** A few kilometres around it: on the embedded basemap, the neighbourhoods to find it by. */
const OFFICE_ZOOM = 13;

/** The same place in the phone's own maps app, which can also give directions. */
export const OFFICE_MAP_LINK = googleMapsUrl(OFFICE) ?? '';

/**
 * The office on our own map (components/map): our tiles, kept by the service worker, so it shows
 * offline as well as the listing maps do, and no third-party frame or its scripts come with the page.
 * The address and the link stay under it whatever the map can show.
 */
export function OfficeMap() {
  return (
    <figure className={styles.mapFigure}>
      <div className={styles.map}>
        <LazyMapView label={m.mapTitle(m.address)} view={{ center: OFFICE, zoom: OFFICE_ZOOM }} pin={OFFICE_PIN} />
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
