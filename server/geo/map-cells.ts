/**
 * Map cells: every listing's public point as one number, its Web Mercator position at zoom CELL_ZOOM
 * with the bits of x and y interleaved (a Z-order or Morton code). A square of the map at any zoom up
 * to CELL_ZOOM is then one contiguous range of these numbers, so a b-tree index on the column
 * (properties_map_cell_idx) answers "listings in this square" with one range scan, on PGlite and
 * PostgreSQL alike (no PostGIS needed), and a map's clusters are such squares counted one by one.
 *
 * The database computes the same number in the generated column properties.map_cell
 * (basera_map_cell in server/db/migrations/0027_map_search.sql); the unit tests hold the two equal.
 */

/** About 2.4 m at the equator: finer than any public point needs, and 48 bits, exact in a JS number. */
export const CELL_ZOOM = 24;
const MAX_LAT = 85.05112878;

export interface Box { south: number; west: number; north: number; east: number }

/** Web Mercator x and y in [0, 1), as tile numbers divided by 2^zoom. */
export function mercator(lat: number, lng: number): { x: number; y: number } {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return { x: (lng + 180) / 360, y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2 };
}

function tileAt(value: number, zoom: number): number {
  const side = 2 ** zoom;
  return Math.max(0, Math.min(side - 1, Math.floor(value * side)));
}

/** Bits of x at even places, of y at odd places; arithmetic, since JS bit operators stop at 32 bits. */
export function interleave(x: number, y: number, bits: number): number {
  let code = 0;
  let place = 1;
  for (let i = 0; i < bits; i++) {
    code += ((Math.floor(x / 2 ** i) % 2) + 2 * (Math.floor(y / 2 ** i) % 2)) * place;
    place *= 4;
  }
  return code;
}

/** The map cell of a point (what properties.map_cell holds for it). */
export function mapCell(lat: number, lng: number): number {
  const { x, y } = mercator(lat, lng);
  return interleave(tileAt(x, CELL_ZOOM), tileAt(y, CELL_ZOOM), CELL_ZOOM);
}

/** A square of the map at `zoom`: its place in the cell numbering, and the range of map cells inside it. */
export interface Square { zoom: number; x: number; y: number; lo: number; hi: number }

export function square(zoom: number, x: number, y: number): Square {
  const span = 4 ** (CELL_ZOOM - zoom);
  const lo = interleave(x, y, zoom) * span;
  return { zoom, x, y, lo, hi: lo + span - 1 };
}

/** The squares of one zoom that a box touches, west to east and north to south. */
export function squaresOver(box: Box, zoom: number): Square[] {
  const nw = mercator(box.north, box.west);
  const se = mercator(box.south, box.east);
  const x0 = tileAt(nw.x, zoom);
  const x1 = tileAt(se.x, zoom);
  const y0 = tileAt(nw.y, zoom);
  const y1 = tileAt(se.y, zoom);
  const out: Square[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(square(zoom, x, y));
  return out;
}

/** How many squares of `zoom` a box touches, without listing them. */
export function squareCount(box: Box, zoom: number): number {
  const nw = mercator(box.north, box.west);
  const se = mercator(box.south, box.east);
  return (tileAt(se.x, zoom) - tileAt(nw.x, zoom) + 1) * (tileAt(se.y, zoom) - tileAt(nw.y, zoom) + 1);
}

/**
 * The finest zoom, not above `finest`, at which a box is touched by at most `most` squares: the
 * squares a search reads, whatever zoom the client claims to be at.
 */
export function coverZoom(box: Box, finest: number, most: number): number {
  let zoom = Math.max(0, Math.min(CELL_ZOOM, Math.floor(finest)));
  while (zoom > 0 && squareCount(box, zoom) > most) zoom--;
  return zoom;
}

/** Ranges of map cells covering a box, adjacent squares' ranges merged (fewer index scans). */
export function cellRanges(box: Box, most = 64): Array<[number, number]> {
  return mergeRanges(squaresOver(box, coverZoom(box, CELL_ZOOM, most)));
}

/** The squares' ranges, neighbours joined (fewer index scans). */
export function mergeRanges(squares: Square[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const s of [...squares].sort((a, b) => a.lo - b.lo)) {
    const last = out[out.length - 1];
    if (last && last[1] + 1 === s.lo) last[1] = s.hi;
    else out.push([s.lo, s.hi]);
  }
  return out;
}

/** Great-circle distance in kilometres (the same formula as the SQL in services/map-search.ts). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2
    + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The box around a circle (for the index), wide enough at the circle's northern and southern edge. */
export function boxAround(lat: number, lng: number, km: number): Box {
  const dLat = km / 111.195;
  const widest = Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180);
  const dLng = km / (111.195 * Math.max(0.01, widest));
  return { south: lat - dLat, west: lng - dLng, north: lat + dLat, east: lng + dLng };
}
