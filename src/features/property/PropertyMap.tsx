/**
 * "On the map" on the listing page: the listing's public point drawn by its precision, and links that
 * hand it to the phone's maps app. The map itself (a lazy chunk, src/components/map) loads when the
 * visitor taps "Show on map", or by itself once the section scrolls into view on a fast link
 * (4G-class, no Data Saver): on 2G a visitor who never looks at the map never pays for it.
 */
import { useEffect, useRef, useState } from 'react';
import { PIN_OFFSET_METRES, type MapPin } from '../../contract/geo.ts';
import { LocationIcon } from '../../components/icons/icons.tsx';
import { LazyMapView, loadMapView } from '../../components/map/LazyMapView.tsx';
import { currentConnection } from '../../lib/bandwidth.ts';
import { isFastLink } from '../../lib/map-loading.ts';
import { googleDirectionsUrl, googleMapsUrl } from '../../lib/map-links.ts';
import { propertyMessages } from './property-messages.ts';
import styles from './PropertyMap.module.css';

const m = propertyMessages.map;

/** How close the first view is: a pin is seen in its street, a circle with its surroundings, an area whole. */
const ZOOM = { exact: 16, approximate: 15, area: 14 } as const;

export function PropertyMap({ pin, place }: { pin: MapPin; place: string }) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const point = { lat: pin.Latitude, lng: pin.Longitude };

  useEffect(() => {
    const element = box.current;
    if (shown || !element || typeof IntersectionObserver === 'undefined' || !isFastLink(currentConnection())) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const show = () => {
    setShown(true);
    // The button goes; keyboard focus stays in the map's place rather than falling to the page's top.
    box.current?.focus();
  };
  const caption = pin.Precision === 'exact' ? m.exact : pin.Precision === 'approximate' ? m.approximate(PIN_OFFSET_METRES) : m.area;
  const search = googleMapsUrl(point);
  const directions = googleDirectionsUrl(point);

  return (
    <section className={styles.section} aria-labelledby="map-title">
      <h2 id="map-title" className={styles.title}>{m.title}</h2>
      <p className={styles.caption}>{caption}</p>
      <div ref={box} className={styles.box} tabIndex={-1}>
        {shown ? (
          <LazyMapView
            label={m.label(place)}
            view={{ center: point, zoom: ZOOM[pin.Precision] }}
            pin={pin}
            highlightAt={point}
          />
        ) : (
          <div className={styles.placeholder}>
            {/* Fetching starts as a finger lands, a moment before the tap completes. */}
            <button type="button" className="btn btn-primary" onClick={show} onPointerDown={() => void loadMapView().catch(() => undefined)}>
              <LocationIcon aria-hidden="true" />
              {m.show}
            </button>
          </div>
        )}
      </div>
      {search && directions ? (
        <p className={styles.links}>
          <a className="btn btn-outline" href={search} target="_blank" rel="noopener noreferrer">{m.openInGoogleMaps}</a>
          <a className="btn btn-outline" href={directions} target="_blank" rel="noopener noreferrer">{m.directions}</a>
        </p>
      ) : null}
    </section>
  );
}
