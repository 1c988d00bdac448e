/**
 * The public point of a listing (map_lat, map_lng, map_precision), the only point any public answer
 * carries. Unless the owner chose to show the exact point, it is moved by an offset of up to
 * PIN_OFFSET_METRES drawn from a key every instance shares (server_secrets 'map-pin-offset', made by
 * migration 0026), the listing's id and, for a pin, the pin itself. The same point always gets the
 * same offset (across restarts, instances and edits that leave it), so asking again learns nothing.
 * A new pin gets a new draw: were the offset the listing's alone, anyone who once saw both a public
 * point and the true one (a listing shown at its area's public centre before it had a pin, or a pin
 * shown exactly and then hidden) would know the offset and could take it off every later pin.
 *
 * The offset is a keyed SHA-256 (the key before the id) rather than an HMAC so that the database
 * computes the very same offset in one set-based UPDATE (sha256() is built into PostgreSQL 11 and
 * up, and PGlite); an attacker sees only a few bits of it through a point rounded to a metre and
 * cannot extend what they never see. `offsetFor` and `mapPointSql` are the two spellings of one
 * formula: tests/api/geo.test.ts checks they agree.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  MAP_PRECISION_CODES, PAKISTAN_BOUNDS, PIN_OFFSET_METRES, type LatLng,
} from '../../src/contract/geo.ts';
import type { Database } from '../db/connection.ts';
import { areaCentre } from './places.ts';

const METRES_PER_DEGREE = 111_320;
const TWO_POW_32 = 4_294_967_296;
export const MAP_KEY_NAME = 'map-pin-offset';

export interface Offset { north: number; east: number }

/**
 * A pin's part of the hashed text: its coordinates in tenths of a microdegree, floored. JavaScript and
 * PostgreSQL multiply doubles the same way (IEEE 754) and floor exactly, so both write the same digits;
 * a double's own text form or a rounding (ties) could differ between the two.
 */
export function pinDraw(pin: LatLng): string {
  return `${Math.floor(pin.lat * 1e7)}:${Math.floor(pin.lng * 1e7)}`;
}

/**
 * Metres north and east (each within PIN_OFFSET_METRES of 0, together within it too), even over the
 * disc. `pin` (pinDraw) for a pinned listing; none for the area's centre.
 */
export function offsetFor(key: string, id: number, pin?: string): Offset {
  const h = createHash('sha256').update(pin === undefined ? `${key}:${id}` : `${key}:${id}:${pin}`).digest();
  const distance = PIN_OFFSET_METRES * Math.sqrt(h.readUInt32BE(0) / TWO_POW_32);
  const angle = 2 * Math.PI * (h.readUInt32BE(4) / TWO_POW_32);
  return { north: distance * Math.cos(angle), east: distance * Math.sin(angle) };
}

function clamp(x: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, x));
}

function moved(from: LatLng, offset: Offset): LatLng {
  const lat = from.lat + offset.north / METRES_PER_DEGREE;
  const lng = from.lng + offset.east / (METRES_PER_DEGREE * Math.cos(from.lat * (Math.PI / 180)));
  return {
    lat: clamp(lat, PAKISTAN_BOUNDS.south, PAKISTAN_BOUNDS.north),
    lng: clamp(lng, PAKISTAN_BOUNDS.west, PAKISTAN_BOUNDS.east),
  };
}

export interface MapPoint { lat: number; lng: number; precision: number }

export interface PinnedListing {
  id: number;
  cityId: number;
  locationId: number | null;
  pin: LatLng | null;
  exactPublic: boolean;
}

/** The public point as the database stores it; null only for a city without a centre. */
export function publicPoint(key: string, listing: PinnedListing): MapPoint | null {
  if (listing.pin) {
    if (listing.exactPublic) return { ...listing.pin, precision: MAP_PRECISION_CODES.exact };
    return { ...moved(listing.pin, offsetFor(key, listing.id, pinDraw(listing.pin))), precision: MAP_PRECISION_CODES.approximate };
  }
  const centre = areaCentre(listing.cityId, listing.locationId);
  if (!centre) return null;
  return { ...moved(centre, offsetFor(key, listing.id)), precision: MAP_PRECISION_CODES.area };
}

/**
 * `UPDATE properties` setting the public point of every row `where` selects (a condition on `p`),
 * from the pin columns and the location's (else city's) centre in the database. Rows whose city has
 * no centre are left as they are.
 */
export function mapPointSql(where: SQL): SQL {
  const bounds = PAKISTAN_BOUNDS;
  return sql`
    WITH k AS (SELECT value FROM server_secrets WHERE name = ${MAP_KEY_NAME}),
    src AS (
      SELECT p.id,
        p.pin_lat IS NOT NULL AS pinned,
        p.pin_lat IS NOT NULL AND p.pin_exact_public AS exact,
        COALESCE(p.pin_lat, l.lat, c.lat) AS base_lat,
        CASE WHEN p.pin_lat IS NOT NULL THEN p.pin_lng WHEN l.lat IS NOT NULL THEN l.lng ELSE c.lng END AS base_lng,
        sha256(convert_to((SELECT value FROM k) || ':' || p.id::text || CASE WHEN p.pin_lat IS NULL THEN ''
          ELSE ':' || floor(p.pin_lat * 1e7::double precision)::bigint::text || ':' || floor(p.pin_lng * 1e7::double precision)::bigint::text END, 'UTF8')) AS h
      FROM properties p
      JOIN cities c ON c.id = p.city_id
      LEFT JOIN locations l ON l.id = p.location_id
      WHERE ${where}
    ),
    o AS (
      SELECT id, pinned, exact, base_lat, base_lng,
        ${PIN_OFFSET_METRES}::double precision * sqrt(((get_byte(h, 0)::bigint << 24) | (get_byte(h, 1) << 16) | (get_byte(h, 2) << 8) | get_byte(h, 3))::double precision / ${TWO_POW_32}::double precision) AS dist,
        2 * pi() * (((get_byte(h, 4)::bigint << 24) | (get_byte(h, 5) << 16) | (get_byte(h, 6) << 8) | get_byte(h, 7))::double precision / ${TWO_POW_32}::double precision) AS angle
      FROM src WHERE base_lat IS NOT NULL
    )
    UPDATE properties p SET
      map_lat = CASE WHEN o.exact THEN o.base_lat
        ELSE least(${bounds.north}::double precision, greatest(${bounds.south}::double precision,
          o.base_lat + o.dist * cos(o.angle) / ${METRES_PER_DEGREE}::double precision)) END,
      map_lng = CASE WHEN o.exact THEN o.base_lng
        ELSE least(${bounds.east}::double precision, greatest(${bounds.west}::double precision,
          o.base_lng + o.dist * sin(o.angle) / (${METRES_PER_DEGREE}::double precision * cos(radians(o.base_lat))))) END,
      map_precision = CASE WHEN o.exact THEN ${MAP_PRECISION_CODES.exact}::smallint
        WHEN o.pinned THEN ${MAP_PRECISION_CODES.approximate}::smallint ELSE ${MAP_PRECISION_CODES.area}::smallint END
    FROM o WHERE p.id = o.id`;
}

/** Sets the public point of one listing after its pin, place or choice changed. */
export async function refreshMapPoint(exec: { execute(query: SQL): PromiseLike<unknown> }, id: number): Promise<void> {
  await exec.execute(mapPointSql(sql`p.id = ${id}`));
}

/** The shared key, made by migration 0026. */
export async function mapKey(database: Database): Promise<string> {
  const [row] = await database.rows<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = ${MAP_KEY_NAME}`);
  if (!row) throw new Error(`server_secrets has no ${MAP_KEY_NAME}: migration 0026 makes it`);
  return row.value;
}

/**
 * Rows per statement. Every UPDATE of a listing rewrites its row, its index entries and its generated
 * search columns (about 0.3 ms a row on PostgreSQL), so a batch is a short transaction that holds
 * few rows for long; PGlite answers nothing else while a statement runs, so its batches are smaller.
 */
const BACKFILL_BATCH = { postgres: 2_000, pglite: 500 } as const;

export interface BackfillOptions {
  log?: (line: string) => void;
  /** Asked between batches: true ends the round early (a shutdown); the next start goes on. */
  stop?: () => boolean;
}

/**
 * Gives every listing without a public point one, in batches in id order through the partial index
 * of rows still to do. Answers how many it filled; with none to do it is one probe of an empty index.
 */
export async function backfillMapPoints(database: Database, opts: BackfillOptions = {}): Promise<number> {
  const size = BACKFILL_BATCH[database.kind];
  let after = 0;
  let total = 0;
  const started = Date.now();
  let reported = started;
  while (!opts.stop?.()) {
    const [batch] = await database.rows<{ last: number | string | null }>(sql`
      SELECT max(id) AS last FROM (
        SELECT id FROM properties WHERE map_lat IS NULL AND id > ${after} ORDER BY id LIMIT ${size}
      ) b`);
    const last = batch?.last === null || batch?.last === undefined ? null : Number(batch.last);
    if (last === null) break;
    const result = await database.rows<{ n: number | string }>(sql`
      WITH done AS (${mapPointSql(sql`p.map_lat IS NULL AND p.id > ${after} AND p.id <= ${last}`)} RETURNING 1)
      SELECT count(*) AS n FROM done`);
    total += Number(result[0]?.n ?? 0);
    after = last;
    if (opts.log && Date.now() - reported > 30_000) {
      reported = Date.now();
      opts.log(`map points: ${total} listings placed so far`);
    }
  }
  if (opts.log && total > 0) opts.log(`map points: ${total} listings placed in ${Date.now() - started} ms`);
  return total;
}
