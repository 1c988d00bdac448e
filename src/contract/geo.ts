/**
 * Where a listing is: shared by the listing form, the map and the server (docs/product.md, "Where is
 * it?"). Coordinates are WGS84 degrees; GeoJSON rings are [longitude, latitude].
 */
import * as v from 'valibot';

export interface LatLng { lat: number; lng: number }

/** A box around Pakistan with a little room at the borders; no point outside it is accepted or shown. */
export const PAKISTAN_BOUNDS = { south: 23.5, west: 60.8, north: 37.2, east: 77.9 } as const;

/**
 * How far the public point of a listing may be from its owner's exact point unless the owner chose to
 * show it exactly; the map draws a circle of this radius around the public point.
 */
export const PIN_OFFSET_METRES = 150;

/** 'exact': the owner's point; 'approximate': within PIN_OFFSET_METRES of it; 'area': no point given, shown near the area's centre. */
export type MapPrecision = 'exact' | 'approximate' | 'area';
/** How map_precision (a smallint) stores MapPrecision. */
export const MAP_PRECISION_CODES: Readonly<Record<MapPrecision, number>> = { area: 0, approximate: 1, exact: 2 };
export const MAP_PRECISION_BY_CODE: Readonly<Record<number, MapPrecision>> = { 0: 'area', 1: 'approximate', 2: 'exact' };

/** The public point of a listing, rounded to 5 decimals (about a metre). */
export interface MapPin { Latitude: number; Longitude: number; Precision: MapPrecision }

export interface GeoJsonPolygon { type: 'Polygon'; coordinates: Array<Array<[number, number]>> }

export function insidePakistan(lat: number, lng: number): boolean {
  return lat >= PAKISTAN_BOUNDS.south && lat <= PAKISTAN_BOUNDS.north && lng >= PAKISTAN_BOUNDS.west && lng <= PAKISTAN_BOUNDS.east;
}

/** Five decimals: about 1.1 m, more than a phone's fix is worth and the least that keeps a point. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

const coordinate = (field: string, min: number, max: number) =>
  v.pipe(
    v.union([
      v.pipe(v.number(), v.finite(`${field} must be a number.`)),
      v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,3}(?:\.\d{1,12})?$/, `${field} must be a number.`), v.transform(Number)),
    ], `${field} must be a number.`),
    v.number(),
    v.minValue(min, `${field} must be inside Pakistan (${min} to ${max}).`),
    v.maxValue(max, `${field} must be inside Pakistan (${min} to ${max}).`),
  );

export const PinLatitudeSchema = coordinate('PinLatitude', PAKISTAN_BOUNDS.south, PAKISTAN_BOUNDS.north);
export const PinLongitudeSchema = coordinate('PinLongitude', PAKISTAN_BOUNDS.west, PAKISTAN_BOUNDS.east);

/**
 * The pin fields of a listing's submit or edit form, as text. `undefined` for a field that was not
 * sent, '' for one sent empty (on edit: remove the pin). Answers the pin to store, or null for none;
 * the message names the field at fault.
 */
export type PinFieldsResult =
  | { ok: true; pin: LatLng | null; given: boolean }
  | { ok: false; field: 'PinLatitude' | 'PinLongitude'; message: string };

export function parsePinFields(latitude: string | undefined, longitude: string | undefined): PinFieldsResult {
  const lat = latitude?.trim();
  const lng = longitude?.trim();
  if (lat === undefined && lng === undefined) return { ok: true, pin: null, given: false };
  if (!lat && !lng) return { ok: true, pin: null, given: true };
  if (!lat) return { ok: false, field: 'PinLatitude', message: 'PinLatitude is required with PinLongitude.' };
  if (!lng) return { ok: false, field: 'PinLongitude', message: 'PinLongitude is required with PinLatitude.' };
  const a = v.safeParse(PinLatitudeSchema, lat);
  if (!a.success) return { ok: false, field: 'PinLatitude', message: a.issues[0].message };
  const b = v.safeParse(PinLongitudeSchema, lng);
  if (!b.success) return { ok: false, field: 'PinLongitude', message: b.issues[0].message };
  return { ok: true, pin: { lat: roundCoordinate(a.output), lng: roundCoordinate(b.output) }, given: true };
}

/** 'true' or 'false' as a form sends it; anything else is not a choice. */
export function parseShowExactLocation(value: string | undefined): boolean | null | undefined {
  if (value === undefined) return undefined;
  const s = value.trim().toLowerCase();
  if (s === 'true') return true;
  if (s === 'false' || s === '') return false;
  return null;
}
