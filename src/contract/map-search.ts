/**
 * Where a search looks on the map: a viewport ("Search this area"), a circle around a point ("Near
 * me") or an area drawn with a finger. Each is a short text, so it travels unchanged in the results
 * page's address, a saved search and an alert: `Bounds` "south,west,north,east", `Near`
 * "lat,lng,km", `Area` "lat,lng;lat,lng;…". The server's schema checks them with these functions
 * (schemas.ts); the results page's address only checks their shape (GEO_TEXT in geo-text.ts).
 */
import { PAKISTAN_BOUNDS } from './geo.ts';

export const NEAR_MIN_KM = 0.2;
export const NEAR_MAX_KM = 50;
/** "Near me" when the user has not chosen a radius. */
export const NEAR_DEFAULT_KM = 3;
/** A drawn area is simplified on the phone to at most this many corners before it is sent. */
export const AREA_MAX_POINTS = 60;
/**
 * An area must hold some ground: corners on one line, or all in one spot, would search nothing and say
 * nothing was found. About a 30 m square, less than any street a finger can draw around.
 */
export const AREA_MIN_SQUARE_METRES = 1_000;
/** Map zooms a client may ask clusters for (tiles go to the same depth). */
export const MAP_MAX_ZOOM = 20;

export interface GeoBox { south: number; west: number; north: number; east: number }

/** Where two boxes overlap, edges included (a box may be a line or a point), or null when they do not meet. */
export function boxOverlap(a: GeoBox, b: GeoBox): GeoBox | null {
  const box = { south: Math.max(a.south, b.south), west: Math.max(a.west, b.west), north: Math.min(a.north, b.north), east: Math.min(a.east, b.east) };
  return box.south <= box.north && box.west <= box.east ? box : null;
}
export interface GeoNear { lat: number; lng: number; km: number }
export type GeoArea = Array<{ lat: number; lng: number }>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const NUMBER = /^\s*-?\d{1,5}(?:\.\d{1,8})?\s*$/;

function numbers(text: string, separator: string): number[] | null {
  const parts = text.split(separator);
  return parts.every((p) => NUMBER.test(p)) ? parts.map(Number) : null;
}

function inPakistan(lat: number, lng: number): boolean {
  const b = PAKISTAN_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

export function parseBounds(text: string): Parsed<GeoBox> {
  const n = numbers(text, ',');
  if (!n || n.length !== 4) return { ok: false, message: 'Bounds must be four numbers: south,west,north,east.' };
  const [south, west, north, east] = n as [number, number, number, number];
  if (south >= north || west >= east) return { ok: false, message: 'Bounds must have south below north and west left of east.' };
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
    return { ok: false, message: 'Bounds must be latitudes and longitudes.' };
  }
  // A viewport may reach past the border (a map of Lahore shows part of India): only Pakistan's part counts.
  const b = PAKISTAN_BOUNDS;
  return { ok: true, value: { south: Math.max(south, b.south), west: Math.max(west, b.west), north: Math.min(north, b.north), east: Math.min(east, b.east) } };
}

export function parseNear(text: string): Parsed<GeoNear> {
  const n = numbers(text, ',');
  if (!n || (n.length !== 3 && n.length !== 2)) return { ok: false, message: 'Near must be latitude,longitude,kilometres.' };
  const [lat, lng, km = NEAR_DEFAULT_KM] = n as [number, number, number?];
  if (!inPakistan(lat, lng)) return { ok: false, message: 'Near must be a point in Pakistan.' };
  if (!(km >= NEAR_MIN_KM && km <= NEAR_MAX_KM)) return { ok: false, message: `Near's distance must be between ${NEAR_MIN_KM} and ${NEAR_MAX_KM} km.` };
  return { ok: true, value: { lat, lng, km } };
}

/** Whether segments ab and cd cross (touching ends of neighbouring edges do not count). */
function crosses(a: GeoArea[number], b: GeoArea[number], c: GeoArea[number], d: GeoArea[number]): boolean {
  const side = (p: GeoArea[number], q: GeoArea[number], r: GeoArea[number]) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** The shoelace formula on degrees, scaled to metres at the area's mean latitude: plenty for a city's scale. */
function squareMetres(points: GeoArea): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.lng * b.lat - b.lng * a.lat;
  }
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const metresPerDegree = 111_320;
  return (Math.abs(twice) / 2) * metresPerDegree * metresPerDegree * Math.cos((meanLat * Math.PI) / 180);
}

export function parseArea(text: string): Parsed<GeoArea> {
  const corners = text.split(';').filter((p) => p.trim() !== '');
  if (corners.length > AREA_MAX_POINTS) return { ok: false, message: `Area must have at most ${AREA_MAX_POINTS} corners.` };
  const points: GeoArea = [];
  for (const corner of corners) {
    const n = numbers(corner, ',');
    if (!n || n.length !== 2) return { ok: false, message: 'Area must be corners written latitude,longitude;latitude,longitude;…' };
    const [lat, lng] = n as [number, number];
    if (!inPakistan(lat, lng)) return { ok: false, message: 'Area must lie in Pakistan.' };
    points.push({ lat, lng });
  }
  if (points.length < 3) return { ok: false, message: 'Area must have at least 3 corners.' };
  const edges = points.map((p, i) => [p, points[(i + 1) % points.length]!] as const);
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 2; j < edges.length; j++) {
      if (i === 0 && j === edges.length - 1) continue; // the closing edge meets the first at a corner
      if (crosses(edges[i]![0], edges[i]![1], edges[j]![0], edges[j]![1])) return { ok: false, message: 'Area must not cross itself.' };
    }
  }
  if (squareMetres(points) < AREA_MIN_SQUARE_METRES) return { ok: false, message: `Area must enclose at least ${AREA_MIN_SQUARE_METRES} square metres.` };
  return { ok: true, value: points };
}

export function boxOfArea(area: GeoArea): GeoBox {
  const lats = area.map((p) => p.lat);
  const lngs = area.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Coordinates in addresses: 5 decimals (about a metre) is all a map needs. */
const fixed = (n: number) => String(Number(n.toFixed(5)));
export const formatBounds = (b: GeoBox) => [b.south, b.west, b.north, b.east].map(fixed).join(',');
export const formatNear = (n: GeoNear) => `${fixed(n.lat)},${fixed(n.lng)},${Number(n.km.toFixed(1))}`;
export const formatArea = (a: GeoArea) => a.map((p) => `${fixed(p.lat)},${fixed(p.lng)}`).join(';');
