/**
 * The map (README, 'The map on the page'): Leaflet with our own vector-tile layer, in a chunk of its own with its style
 * sheet, loaded only when a map is shown (LazyMapView.tsx). Nothing here runs on the server.
 *
 * Under the site's content security policy: no inline script or style sheet, only element styles set
 * from script (which the policy allows), markers drawn as SVG with classes, and tiles fetched from this
 * site. The attribution is rendered by React from the TileJSON's text, never as HTML.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Circle, CircleMarker, Control, DivIcon, LatLngBounds, Map as LeafletMap, Marker, type Layer } from 'leaflet';
import { currentLocale } from '../../contract/i18n.ts';
import { PIN_OFFSET_METRES } from '../../contract/geo.ts';
import { mapMessages as m } from './map-messages.ts';
import { DEFAULT_TILE_SOURCE, parseTileJson, type TileSource } from './tile-math.ts';
import { readKept, VectorGrid } from './vector-grid.ts';
import type { MapViewProps, MapViewport, PinLike } from './map-types.ts';
import './map.css';

const TILE_JSON = '/tiles/tiles.json';
const MAX_ZOOM = 19;
const MIN_ZOOM = 4;

let sourceOnce: Promise<TileSource> | undefined;
/** The TileJSON, once per page: from the network, or offline from the worker's copy, else the defaults. */
function tileSource(): Promise<TileSource> {
  sourceOnce ??= (async () => {
    try {
      const response = await readKept(TILE_JSON);
      if (!response?.ok) throw new Error('no TileJSON');
      return parseTileJson(await response.json(), location.origin);
    } catch {
      sourceOnce = undefined;
      return DEFAULT_TILE_SOURCE;
    }
  })();
  return sourceOnce;
}

const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false"><path class="map-pin-body" d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/><circle class="map-pin-dot" cx="16" cy="15.5" r="5.5"/></svg>';

/** Names a marker's element for assistive technology (Leaflet gives none to a marker that does nothing). */
function nameLayer(layer: Layer & { getElement?: () => Element | undefined }, name: string): void {
  const element = layer.getElement?.();
  if (!element) return;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
}

function pinLayers(pin: PinLike): Layer[] {
  const at: [number, number] = [pin.Latitude, pin.Longitude];
  if (pin.Precision === 'exact') {
    return [new Marker(at, { icon: new DivIcon({ className: 'map-pin', html: PIN_SVG, iconSize: [32, 42], iconAnchor: [16, 41] }), interactive: false, keyboard: false })];
  }
  if (pin.Precision === 'approximate') {
    return [new Circle(at, { radius: PIN_OFFSET_METRES, className: 'map-approx', interactive: false })];
  }
  return [new CircleMarker(at, { radius: 7, className: 'map-area-centre', interactive: false })];
}

const pinName = (pin: PinLike): string => (pin.Precision === 'exact' ? m.exactPin : pin.Precision === 'approximate' ? m.approximateCircle : m.areaCentre);

/** Moves the map to a view, unless it is there already (`first`: the map has no view yet). */
function applyView(map: LeafletMap, view: MapViewport, first = false): void {
  if ('bounds' in view) {
    map.fitBounds(new LatLngBounds([view.bounds.south, view.bounds.west], [view.bounds.north, view.bounds.east]));
    return;
  }
  if (!first) {
    const here = map.getCenter();
    if (map.getZoom() === view.zoom && Math.abs(here.lat - view.center.lat) < 1e-6 && Math.abs(here.lng - view.center.lng) < 1e-6) return;
  }
  map.setView([view.center.lat, view.center.lng], view.zoom);
}

/** A coarse pointer (a finger) is the one that needs two-finger gestures in a page that scrolls. */
const touchFirst = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function MapView({ label, view, pin, highlightLocationId, highlightAt, onMoveEnd, onMap, gestures = 'cooperative', className = '' }: MapViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const gridRef = useRef<VectorGrid | null>(null);
  const [source, setSource] = useState<TileSource | null>(null);
  const [offlineMiss, setOfflineMiss] = useState(false);
  const [hint, setHint] = useState(false);
  const [zoom, setZoom] = useState<number | null>(null);
  const keysId = useId();
  const latest = useRef({ view, onMoveEnd, onMap, highlightLocationId, highlightAt });
  useEffect(() => {
    latest.current = { view, onMoveEnd, onMap, highlightLocationId, highlightAt };
  });

  useEffect(() => {
    let live = true;
    void tileSource().then((s) => { if (live) setSource(s); });
    return () => { live = false; };
  }, []);

  // The map itself, once the tile source is known.
  useEffect(() => {
    const element = holder.current;
    if (!element || !source) return;
    const cooperative = gestures === 'cooperative';
    const fingers = touchFirst();
    const map = new LeafletMap(element, {
      attributionControl: false,
      zoomControl: false,
      minZoom: Math.max(MIN_ZOOM, source.minZoom),
      maxZoom: MAX_ZOOM,
      // In a page, the wheel scrolls the page; the buttons, keys and a double tap zoom.
      scrollWheelZoom: !cooperative,
      dragging: !(cooperative && fingers),
      zoomSnap: 1,
    });
    mapRef.current = map;
    new Control.Zoom({
      position: currentLocale() === 'ur' ? 'topleft' : 'topright',
      zoomInTitle: m.zoomIn,
      zoomOutTitle: m.zoomOut,
    }).addTo(map);
    const font = getComputedStyle(element).fontFamily || 'sans-serif';
    const { highlightLocationId: id, highlightAt: at } = latest.current;
    const grid = new VectorGrid({
      source,
      locale: currentLocale() === 'ur' ? 'ur' : 'en',
      font,
      ...(id !== undefined ? { highlightId: id } : {}),
      ...(at ? { highlightAt: at } : {}),
      maxZoom: MAX_ZOOM,
      minZoom: 0,
      onOfflineMiss: () => setOfflineMiss(true),
      onNetworkFail: () => retrySoon(),
    });
    gridRef.current = grid;
    grid.addTo(map);
    const report = () => {
      const c = map.getCenter();
      const b = map.getBounds();
      setZoom(map.getZoom());
      latest.current.onMoveEnd?.({
        center: { lat: c.lat, lng: c.lng },
        zoom: map.getZoom(),
        bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      });
    };
    map.on('moveend', report);
    applyView(map, latest.current.view, true);

    // One finger on a map in a page scrolls the page: say how to move the map instead.
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;
    function retrySoon() {
      if (retryTimer !== undefined || retries >= 3 || navigator.onLine === false) return;
      retries += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        setOfflineMiss(false);
        grid.refresh();
      }, 1000 * retries);
    }
    const onTouch = (event: TouchEvent) => {
      if (!cooperative || !fingers) return;
      if (event.touches.length === 1) {
        setHint(true);
        clearTimeout(hintTimer);
        hintTimer = setTimeout(() => setHint(false), 1500);
      } else {
        setHint(false);
      }
    };
    element.addEventListener('touchmove', onTouch, { passive: true });
    // Just back online, the link or the worker can be a moment behind the browser's `online` event: the
    // missing tiles are asked for a second later, and again a few times while requests still fail.
    const back = () => {
      retries = 0;
      retrySoon();
    };
    window.addEventListener('online', back);
    const cleanup = latest.current.onMap?.(map);
    return () => {
      if (typeof cleanup === 'function') cleanup();
      clearTimeout(hintTimer);
      clearTimeout(retryTimer);
      element.removeEventListener('touchmove', onTouch);
      window.removeEventListener('online', back);
      map.remove();
      mapRef.current = null;
      gridRef.current = null;
    };
  }, [source, gestures]);

  // A later, different view moves the map.
  const viewKey = JSON.stringify(view);
  useEffect(() => {
    const map = mapRef.current;
    if (map) applyView(map, latest.current.view);
  }, [viewKey, source]);

  useEffect(() => {
    gridRef.current?.setHighlight(highlightLocationId, highlightAt);
  }, [highlightLocationId, highlightAt?.lat, highlightAt?.lng, source]); // eslint-disable-line react-hooks/exhaustive-deps

  // The listing's point, by its precision.
  const pinKey = pin ? `${pin.Latitude},${pin.Longitude},${pin.Precision}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !pin) return;
    const layers = pinLayers(pin);
    for (const layer of layers) {
      layer.addTo(map);
      nameLayer(layer, pinName(pin));
    }
    return () => { for (const layer of layers) layer.remove(); };
  }, [pinKey, source]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={`map-view ${className}`} data-zoom={zoom ?? undefined}>
      <div
        ref={holder}
        className="map-canvas"
        role="region"
        aria-roledescription={m.roleDescription}
        aria-label={label}
        aria-describedby={keysId}
        // The map's own layout: Leaflet places panes and tiles by position, never mirrored.
        dir="ltr"
      />
      <p id={keysId} className="visually-hidden">{m.keys}</p>
      {source === null ? <p className="map-status" role="status">{m.loading}</p> : null}
      {offlineMiss ? <p className="map-status map-offline" role="status">{m.offlineTiles}</p> : null}
      <p className={`map-hint${hint ? ' map-hint-shown' : ''}`} aria-hidden="true">{m.twoFingers}</p>
      {source && source.attribution.length > 0 ? (
        <p className="map-attribution" lang="en" dir="ltr">
          <span className="visually-hidden">{m.attribution}: </span>
          {source.attribution.map((part, i) =>
            part.href ? (
              <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">{part.text}</a>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </div>
  );
}

export default MapView;
