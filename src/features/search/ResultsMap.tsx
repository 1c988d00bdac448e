/**
 * Results on a map: the same criteria as the list (chips, keywords and filters stay), counted by the
 * server in clusters for what is on screen, so a city's listings reach the phone as a few dozen marks.
 * "Search this area" turns the screen's box into a criterion, "Draw an area" a finger's lasso, and
 * either can be shared, saved and alerted on like any search, as both live in the address.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Map as LeafletMap } from 'leaflet';
import { mapSearchQuery } from '../../api/map-search.ts';
import { PAKISTAN_BOUNDS } from '../../contract/geo.ts';
import { formatBounds, parseArea, parseBounds, parseNear, type GeoArea, type GeoBox } from '../../contract/map-search.ts';
import type { ListingCard as ListingCardData, MapCluster } from '../../contract/types.ts';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import type { MapViewport } from '../../components/map/map-types.ts';
import { groupDigits, priceInWords } from '../../lib/price.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { useOnline } from '../../offline/connectivity.ts';
import { areaFromStroke } from './draw-area.ts';
import type { ResultsLayer, SearchedShape } from './results-map-layer.ts';
import { searchMessages as m } from './search-messages.ts';
import styles from './ResultsMap.module.css';
import pageStyles from './SearchPage.module.css';

interface Props {
  path: '/properties' | '/property';
  criteria: SearchCriteria;
}

/** Where the map opens: the searched box, circle or area; otherwise Pakistan, then the results' extent. */
function firstView(c: SearchCriteria): { view: MapViewport; fitResults: boolean } {
  const box = (b: GeoBox): MapViewport => ({ bounds: b });
  const bounds = c.Bounds ? parseBounds(c.Bounds) : null;
  if (bounds?.ok) return { view: box(bounds.value), fitResults: false };
  const near = c.Near ? parseNear(c.Near) : null;
  if (near?.ok) return { view: box(boxAroundCircle(near.value.lat, near.value.lng, near.value.km)), fitResults: false };
  const area = c.Area ? parseArea(c.Area) : null;
  if (area?.ok) {
    const lats = area.value.map((p) => p.lat);
    const lngs = area.value.map((p) => p.lng);
    return { view: box({ south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) }), fitResults: false };
  }
  return { view: box(PAKISTAN_BOUNDS), fitResults: true };
}

/** The box a circle needs on screen (the contract's boxAround, in the same units as a viewport). */
function boxAroundCircle(lat: number, lng: number, km: number): GeoBox {
  const dLat = km / 111.195;
  const dLng = km / (111.195 * Math.cos((lat * Math.PI) / 180));
  return { south: lat - dLat, west: lng - dLng, north: lat + dLat, east: lng + dLng };
}

/** The searched circle or area, to outline on the map. */
function searchedShape(c: SearchCriteria): SearchedShape | null {
  const near = c.Near ? parseNear(c.Near) : null;
  if (near?.ok) return { kind: 'circle', near: near.value };
  const area = c.Area ? parseArea(c.Area) : null;
  if (area?.ok) return { kind: 'area', area: area.value };
  return null;
}

function extentOf(clusters: MapCluster[]): GeoBox | null {
  if (!clusters.length) return null;
  return {
    south: Math.min(...clusters.map((c) => c.South)), west: Math.min(...clusters.map((c) => c.West)),
    north: Math.max(...clusters.map((c) => c.North)), east: Math.max(...clusters.map((c) => c.East)),
  };
}

const priceTag = (cluster: MapCluster) => {
  if (!cluster.Listing) return '';
  const words = priceInWords(cluster.Listing.Price);
  return cluster.Listing.Purpose === 'For Rent' ? m.mapRentTag(words) : words;
};

export function ResultsMap({ path, criteria }: Props) {
  const navigate = useNavigate();
  const online = useOnline();
  const geoKey = `${criteria.Bounds ?? ''}|${criteria.Near ?? ''}|${criteria.Area ?? ''}`;
  const opening = useMemo(() => firstView(criteria), [geoKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const shape = useMemo(() => searchedShape(criteria), [geoKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const [view, setView] = useState<MapViewport>(opening.view);
  const [screen, setScreen] = useState<{ bounds: GeoBox; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<ListingCardData | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [stroke, setStroke] = useState<Array<{ x: number; y: number }>>([]);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<ResultsLayer | null>(null);
  const fitted = useRef(!opening.fitResults);

  useEffect(() => {
    setView(opening.view);
    fitted.current = !opening.fitResults;
    setMoved(false);
  }, [opening]);

  const { data, isFetching, isError, refetch } = useQuery({
    ...mapSearchQuery(criteria, screen?.bounds ?? PAKISTAN_BOUNDS, screen?.zoom ?? 5, !fitted.current),
    enabled: screen !== null,
  });
  // A search that failed for want of a connection is asked again as soon as there is one.
  useEffect(() => {
    if (online && isError) void refetch();
  }, [online]); // eslint-disable-line react-hooks/exhaustive-deps
  const clusters = useMemo(() => data?.Clusters ?? [], [data]);

  // A search with no place of its own opens on all of Pakistan, then on where its results are.
  useEffect(() => {
    if (fitted.current || !data) return;
    fitted.current = true;
    const extent = extentOf(clusters);
    if (extent) setView({ bounds: extent });
  }, [data, clusters]);

  const latest = useRef({ clusters, chosen: chosen?.PropertyId ?? null, shape });
  latest.current = { clusters, chosen: chosen?.PropertyId ?? null, shape };
  useEffect(() => {
    layerRef.current?.show(clusters, chosen?.PropertyId ?? null);
  }, [clusters, chosen]);
  useEffect(() => {
    layerRef.current?.outline(shape);
  }, [shape]);

  const onMap = (map: LeafletMap) => {
    mapRef.current = map;
    let live = true;
    // Only a person's own gesture offers "Search this area"; the map's own moves (opening, fitting) do not.
    const container = map.getContainer();
    const touched = () => setMoved(true);
    for (const type of ['pointerdown', 'wheel', 'keydown'] as const) container.addEventListener(type, touched, { passive: true });
    void import('./results-map-layer.ts').then(({ ResultsLayer }) => {
      if (!live) return;
      layerRef.current = new ResultsLayer(map, {
        cluster: m.clusterName,
        listing: m.listingName,
        price: priceTag,
      }, (cluster) => setChosen(cluster.Listing ?? null));
      layerRef.current.show(latest.current.clusters, latest.current.chosen);
      layerRef.current.outline(latest.current.shape);
    });
    return () => {
      live = false;
      for (const type of ['pointerdown', 'wheel', 'keydown'] as const) container.removeEventListener(type, touched);
      layerRef.current?.remove();
      layerRef.current = null;
      mapRef.current = null;
    };
  };

  const searchHere = () => {
    if (!screen) return;
    const { City: _c, Location: _l, Near: _n, Area: _a, Page: _p, ...rest } = criteria;
    setMoved(false);
    void navigate({ to: path, search: { ...rest, Bounds: formatBounds(screen.bounds), View: 'map' } as never });
  };

  // Drawing: a surface over the map takes the finger, so the map stays still while the lasso is drawn.
  const pointAt = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const finishStroke = () => {
    const map = mapRef.current;
    setDrawing(false);
    if (!map || stroke.length < 3) { setStroke([]); return; }
    const lasso: GeoArea = stroke.map((p) => {
      const at = map.containerPointToLatLng([p.x, p.y]);
      return { lat: at.lat, lng: at.lng };
    });
    setStroke([]);
    const area = areaFromStroke(lasso);
    if (!area) return;
    const { City: _c, Location: _l, Near: _n, Bounds: _b, Page: _p, ...rest } = criteria;
    void navigate({ to: path, search: { ...rest, Area: area, View: 'map' } as never });
  };

  const total = data?.TotalCount ?? 0;
  return (
    <div className={styles.wrap}>
      <div className={pageStyles.toolbar}>
        <p className={`${pageStyles.count} tabular`} role="status" aria-live="polite">
          {/* Offline the map still shows the places kept on the phone; its results wait for a connection. */}
          {!online && (isError || !data) ? m.mapOffline : isError ? m.mapFailed : data ? m.mapCount(groupDigits(total), total) : m.mapUpdating}
        </p>
        <button type="button" className={`btn btn-outline ${pageStyles.compact}`} aria-pressed={drawing} onClick={() => { setDrawing((d) => !d); setStroke([]); }}>
          {drawing ? m.drawCancel : m.drawArea}
        </button>
      </div>
      <div className={styles.stage} aria-busy={isFetching || undefined}>
        <LazyMapView
          label={m.mapLabel}
          view={view}
          gestures="greedy"
          className={styles.map}
          onMoveEnd={(v) => setScreen({ bounds: v.bounds, zoom: v.zoom })}
          onMap={onMap}
        />
        {moved && screen && !drawing ? (
          <button type="button" className={`btn btn-primary ${styles.here}`} onClick={searchHere}>
            {m.searchThisArea}
          </button>
        ) : null}
        {drawing ? (
          <div
            className={styles.draw}
            role="application"
            aria-label={m.drawSurface}
            onPointerDown={(e) => { e.currentTarget.setPointerCapture(e.pointerId); setStroke([pointAt(e)]); }}
            onPointerMove={(e) => {
              if (!stroke.length || !e.buttons) return;
              // Read now: React clears the event's currentTarget once the handler returns.
              const point = pointAt(e);
              setStroke((s) => [...s, point]);
            }}
            onPointerUp={finishStroke}
          >
            <p className={styles.drawHint}>{m.drawHint}</p>
            <svg className={styles.stroke} aria-hidden="true" focusable="false">
              <polyline points={stroke.map((p) => `${p.x},${p.y}`).join(' ')} />
            </svg>
          </div>
        ) : null}
      </div>
      {chosen ? (
        <div className={styles.card}>
          <button type="button" className={`btn btn-ghost ${styles.close}`} onClick={() => setChosen(null)}>
            {m.closeCard}
          </button>
          <ListingCard listing={chosen} headingLevel="h2" eager />
        </div>
      ) : null}
    </div>
  );
}
