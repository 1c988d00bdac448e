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
      v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,3}(?:\.\d{1,20})?$/, `${field} must be a number.`), v.transform(Number)),
    ], `${field} must be a number.`),
    v.number(),
    v.minValue(min, `${field} must be inside Pakistan (${min} to ${max}).`),
    v.maxValue(max, `${field} must be inside Pakistan (${min} to ${max}).`),
  );

export const PinLatitudeSchema = coordinate('PinLatitude', PAKISTAN_BOUNDS.south, PAKISTAN_BOUNDS.north);
export const PinLongitudeSchema = coordinate('PinLongitude', PAKISTAN_BOUNDS.west, PAKISTAN_BOUNDS.east);

/**
 * A pin coordinate as a submit or edit form sends it: a number (rounded to 5 decimals), null when
 * sent empty (on edit: remove the pin), undefined when not sent at all (on edit: keep the stored one).
 */
const pinField = (field: string, schema: typeof PinLatitudeSchema) =>
  v.optional(v.pipe(
    v.union([v.string(), v.number()], `${field} must be a number.`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = String(dataset.value).trim();
      if (text === '') return null;
      const parsed = v.safeParse(schema, text);
      if (!parsed.success) {
        addIssue({ message: parsed.issues[0].message });
        return NEVER;
      }
      return roundCoordinate(parsed.output);
    }),
  ));

export const PinFields = {
  PinLatitude: pinField('PinLatitude', PinLatitudeSchema),
  PinLongitude: pinField('PinLongitude', PinLongitudeSchema),
  /** 'true' or 'false'; empty is false; absent keeps what an edited listing had. */
  ShowExactLocation: v.optional(v.pipe(
    v.string('ShowExactLocation must be true or false.'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', ''], 'ShowExactLocation must be true or false.'),
    v.transform((s) => s === 'true'),
  )),
};

/** The server's answers about a point that is not where the listing says it is (server/geo/pin-place.ts). */
export const PinMessages = {
  farFromCity: 'The point on the map is far from the chosen city. Move it to the property, or leave it out.',
  farFromLocation: 'The point on the map is far from the chosen location. Check the location, or move the point.',
} as const;

/** What a submission does to the stored pin: keep it (neither field sent), set it, or remove it (null). */
export type PinChange =
  | { ok: true; keep: true }
  | { ok: true; keep: false; pin: LatLng | null }
  | { ok: false; field: 'PinLatitude' | 'PinLongitude'; message: string };

/** Both coordinates or neither: one alone is an error naming the missing one. */
export function pinChange(latitude: number | null | undefined, longitude: number | null | undefined): PinChange {
  if (latitude === undefined && longitude === undefined) return { ok: true, keep: true };
  const lat = latitude ?? null;
  const lng = longitude ?? null;
  if (lat === null && lng === null) return { ok: true, keep: false, pin: null };
  if (lat === null) return { ok: false, field: 'PinLatitude', message: 'PinLatitude is required with PinLongitude.' };
  if (lng === null) return { ok: false, field: 'PinLongitude', message: 'PinLongitude is required with PinLatitude.' };
  return { ok: true, keep: false, pin: { lat, lng } };
}
