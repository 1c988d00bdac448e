import type { Bounds } from './tile-math.ts';

export type { Bounds };

export interface LatLngLike {
  lat: number;
  lng: number;
}

/** How sure the public point is (src/contract/geo.ts MapPin): drawn as a pin, a circle or the area's outline. */
export type PinPrecision = 'exact' | 'approximate' | 'area';

export interface PinLike {
  Latitude: number;
  Longitude: number;
  Precision: PinPrecision;
}

export type MapViewport = { center: LatLngLike; zoom: number } | { bounds: Bounds };

/** What the map reports when it comes to rest after a move (pan, zoom, keys). */
export interface MapMoveEnd {
  center: LatLngLike;
  zoom: number;
  bounds: Bounds;
}

/** Leaflet's map, typed loosely here so that this file costs no Leaflet import. */
export type LeafletMapHandle = import('leaflet').Map;

export interface MapViewProps {
  /** The map's accessible name ('Map of DHA Phase 6, Lahore'). */
  label: string;
  /** The first view; a later, different value moves the map there. */
  view: MapViewport;
  /** A listing's public point, drawn by its precision: a pin, a circle of PIN_OFFSET_METRES, or the area's centre. */
  pin?: PinLike;
  /** A location (its `locations` tile feature id) whose outline is pointed out. */
  highlightLocationId?: number;
  /** Points out the location whose outline contains this point (a listing knows its point, not its location's id). */
  highlightAt?: LatLngLike;
  /** Called whenever the map comes to rest after a move, the first view included. */
  onMoveEnd?: (view: MapMoveEnd) => void;
  /**
   * Room for more layers (map search's markers): called once the map exists, with Leaflet's map; the
   * function it returns, if any, is called before the map goes.
   */
  onMap?: (map: LeafletMapHandle) => void | (() => void);
  /**
   * 'cooperative' (a map inside a page): on a touch screen one finger scrolls the page and two move the
   * map, and the mouse wheel scrolls the page. 'greedy' (a map that is the page): one finger moves it.
   */
  gestures?: 'cooperative' | 'greedy';
  className?: string;
}
