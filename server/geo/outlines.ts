/**
 * Outlines of our cities and neighbourhoods, drawn from their centres (places.ts) since we hold no
 * surveyed boundaries: an irregular star-shaped ring around each centre, the same on every run.
 *
 * A location's radius is at most 0.45 of the distance to the nearest other location of its city, so
 * two outlines of one city never meet (their radii add up to less than the distance between their
 * centres). A city's outline holds every one of its locations' outlines. GeoJSON order: [lng, lat],
 * rings closed, 5 decimals.
 */
import type { GeoJsonPolygon, LatLng } from '../../src/contract/geo.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from './places.ts';

const EARTH_METRES_PER_DEGREE = 111_320;
const LOCATION_SIDES = 16;
const CITY_SIDES = 24;
/** The share of the nearest neighbour's distance a location may reach, and the most it may reach. */
const NEIGHBOUR_SHARE = 0.45;
const MAX_LOCATION_RADIUS_M = 2_500;
/** A location's vertices lie between this share of its radius and all of it. */
const LOCATION_INNER_SHARE = 0.8;

/** Metres between two points (equirectangular: exact enough within a city). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const meanLat = ((a.lat + b.lat) / 2) * (Math.PI / 180);
  const dy = (b.lat - a.lat) * EARTH_METRES_PER_DEGREE;
  const dx = (b.lng - a.lng) * EARTH_METRES_PER_DEGREE * Math.cos(meanLat);
  return Math.hypot(dx, dy);
}

/** The point `north` and `east` metres away from `from`. */
export function moveBy(from: LatLng, north: number, east: number): LatLng {
  return {
    lat: from.lat + north / EARTH_METRES_PER_DEGREE,
    lng: from.lng + east / (EARTH_METRES_PER_DEGREE * Math.cos(from.lat * (Math.PI / 180))),
  };
}

/** A number in [0, 1) from integers, the same everywhere (no Math.random: outlines must not change). */
function unit(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part & 0xffff), 0x01000193);
    h = Math.imul(h ^ (part >>> 16), 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4_294_967_296;
}

const round5 = (x: number): number => Math.round(x * 1e5) / 1e5;

function ring(centre: LatLng, sides: number, seed: number, radiusAt: (k: number) => number): GeoJsonPolygon {
  const phase = unit(seed, 7) * ((2 * Math.PI) / sides);
  const points: Array<[number, number]> = [];
  for (let k = 0; k < sides; k++) {
    const angle = phase + (k * 2 * Math.PI) / sides;
    const r = radiusAt(k);
    const p = moveBy(centre, r * Math.cos(angle), r * Math.sin(angle));
    points.push([round5(p.lng), round5(p.lat)]);
  }
  const first = points[0];
  if (first) points.push([first[0], first[1]]);
  return { type: 'Polygon', coordinates: [points] };
}

function cityOf(locationId: number): number {
  return Math.floor(locationId / 100);
}

const radiusCache = new Map<number, number>();

/** The largest distance from a location's centre its outline reaches, in metres. */
export function locationRadiusMetres(locationId: number): number {
  const cached = radiusCache.get(locationId);
  if (cached !== undefined) return cached;
  const centre = LOCATION_CENTRES[locationId];
  if (!centre) throw new Error(`no centre for location ${locationId}`);
  const cityId = cityOf(locationId);
  let nearest = Infinity;
  for (const [key, other] of Object.entries(LOCATION_CENTRES)) {
    const id = Number(key);
    if (id === locationId || cityOf(id) !== cityId) continue;
    nearest = Math.min(nearest, distanceMetres(centre, other));
  }
  const radius = Math.min(MAX_LOCATION_RADIUS_M, NEIGHBOUR_SHARE * nearest);
  radiusCache.set(locationId, radius);
  return radius;
}

/**
 * The radius of the circle around a location's centre that its outline surely holds: the nearest a
 * vertex comes, times the cosine of half the angle between two vertices (a chord's distance).
 */
export function locationInnerRadiusMetres(locationId: number): number {
  return locationRadiusMetres(locationId) * LOCATION_INNER_SHARE * Math.cos(Math.PI / LOCATION_SIDES);
}

const locationCache = new Map<number, GeoJsonPolygon>();
const cityCache = new Map<number, GeoJsonPolygon>();

export function locationOutline(locationId: number): GeoJsonPolygon {
  const cached = locationCache.get(locationId);
  if (cached) return cached;
  const centre = LOCATION_CENTRES[locationId];
  if (!centre) throw new Error(`no centre for location ${locationId}`);
  const radius = locationRadiusMetres(locationId);
  const outline = ring(centre, LOCATION_SIDES, locationId, (k) =>
    radius * (LOCATION_INNER_SHARE + (1 - LOCATION_INNER_SHARE) * unit(locationId, k)));
  locationCache.set(locationId, outline);
  return outline;
}

/** Around the city's centre, past every one of its locations' outlines by a margin. */
export function cityOutline(cityId: number): GeoJsonPolygon {
  const cached = cityCache.get(cityId);
  if (cached) return cached;
  const centre = CITY_CENTRES[cityId];
  if (!centre) throw new Error(`no centre for city ${cityId}`);
  let reach = 3_000;
  for (const [key, loc] of Object.entries(LOCATION_CENTRES)) {
    const id = Number(key);
    if (cityOf(id) !== cityId) continue;
    reach = Math.max(reach, distanceMetres(centre, loc) + locationRadiusMetres(id));
  }
  // Vertices at reach / cos(half the angle between them) or further keep every chord outside the
  // circle of radius `reach`, so the ring holds each location's outline.
  const base = (reach * 1.05 + 500) / Math.cos(Math.PI / CITY_SIDES);
  const outline = ring(centre, CITY_SIDES, 100_000 + cityId, (k) => base * (1 + 0.08 * unit(cityId, k, 3)));
  cityCache.set(cityId, outline);
  return outline;
}

/** Whether [lng, lat] lies inside the polygon's outer ring (even-odd rule). */
export function pointInPolygon(polygon: GeoJsonPolygon, lng: number, lat: number): boolean {
  const ringPoints = polygon.coordinates[0] ?? [];
  let inside = false;
  for (let i = 0, j = ringPoints.length - 1; i < ringPoints.length; j = i++) {
    const [xi, yi] = ringPoints[i] as [number, number];
    const [xj, yj] = ringPoints[j] as [number, number];
    if ((yi > lat) !== (yj > lat) && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A point drawn evenly inside the polygon with the given random source (values in [0, 1)). */
export function randomPointIn(polygon: GeoJsonPolygon, random: () => number): LatLng {
  const ringPoints = polygon.coordinates[0] ?? [];
  let west = Infinity, east = -Infinity, south = Infinity, north = -Infinity;
  for (const [lng, lat] of ringPoints) {
    west = Math.min(west, lng); east = Math.max(east, lng);
    south = Math.min(south, lat); north = Math.max(north, lat);
  }
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const lng = west + random() * (east - west);
    const lat = south + random() * (north - south);
    if (pointInPolygon(polygon, lng, lat)) return { lat, lng };
  }
  // Unreachable for our star-shaped rings (they fill most of their box); the mean of the vertices
  // lies inside a star-shaped ring all the same.
  const n = Math.max(1, ringPoints.length - 1);
  let sumLat = 0, sumLng = 0;
  for (const [lng, lat] of ringPoints.slice(0, n)) { sumLat += lat; sumLng += lng; }
  return { lat: sumLat / n, lng: sumLng / n };
}
