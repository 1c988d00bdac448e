import { MAX_TILE_ZOOM } from '../../src/contract/tiles.ts';

/** A tile of the web-mercator pyramid (XYZ: y grows southwards). */
export interface TileAddress { z: number; x: number; y: number }

/** West, south, east, north in degrees. */
export interface LngLatBounds { west: number; south: number; east: number; north: number }

export type TileAddressError = { field: 'z' | 'x' | 'y'; message: string };

const DIGITS = /^\d{1,8}$/;

/**
 * The tile a request names, or what is wrong with it. Only plain decimal integers: no signs, no
 * fractions, no exponents, no hex, so `1e3` or `0x10` never reach the archive as a number.
 */
export function parseTileAddress(z: string, x: string, y: string): TileAddress | TileAddressError {
  if (!DIGITS.test(z) || Number(z) > MAX_TILE_ZOOM) return { field: 'z', message: `The zoom must be a whole number from 0 to ${MAX_TILE_ZOOM}.` };
  const zoom = Number(z);
  const last = 2 ** zoom - 1;
  if (!DIGITS.test(x) || Number(x) > last) return { field: 'x', message: `At zoom ${zoom} the column must be a whole number from 0 to ${last}.` };
  if (!DIGITS.test(y) || Number(y) > last) return { field: 'y', message: `At zoom ${zoom} the row must be a whole number from 0 to ${last}.` };
  return { z: zoom, x: Number(x), y: Number(y) };
}

export const isTileAddress = (value: TileAddress | TileAddressError): value is TileAddress => !('field' in value);

/** Longitude of a tile column's west edge. */
export function tileToLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

/** Latitude of a tile row's north edge (web mercator). */
export function tileToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

export function tileBounds({ z, x, y }: TileAddress): LngLatBounds {
  return { west: tileToLng(x, z), east: tileToLng(x + 1, z), north: tileToLat(y, z), south: tileToLat(y + 1, z) };
}

/** The tile holding a point at a zoom (points on the antimeridian or the poles' cut-off fall inside). */
export function lngLatToTile(lng: number, lat: number, z: number): TileAddress {
  const n = 2 ** z;
  const clampedLat = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const rad = (clampedLat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** Whether a tile shares area with the bounds (touching edges do not count). */
export function tileIntersects(tile: TileAddress, bounds: LngLatBounds): boolean {
  const b = tileBounds(tile);
  return b.west < bounds.east && b.east > bounds.west && b.south < bounds.north && b.north > bounds.south;
}
