-- Map search: each listing's public point (map_lat, map_lng) as one map cell, its Web Mercator position
-- at zoom 24 with the bits of x and y interleaved (server/geo/map-cells.ts explains why, and computes
-- the same number). A square of the map is one range of cells, so the b-tree below answers viewports,
-- circles and drawn areas with range scans on PGlite and PostgreSQL alike, and a map's clusters are
-- counted square by square from the index alone (its INCLUDE columns are the search filters).

-- Spreads the 24 bits of v to the even places of 48 (the usual "part 1 by 1" bit trick).
CREATE FUNCTION basera_spread_bits(v bigint) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE x bigint := v & 16777215;
BEGIN
  x := (x | (x << 16)) & 281470681808895;       -- 0x0000FFFF0000FFFF
  x := (x | (x << 8)) & 71777214294589695;      -- 0x00FF00FF00FF00FF
  x := (x | (x << 4)) & 1085102592571150095;    -- 0x0F0F0F0F0F0F0F0F
  x := (x | (x << 2)) & 3689348814741910323;    -- 0x3333333333333333
  x := (x | (x << 1)) & 6148914691236517205;    -- 0x5555555555555555
  RETURN x;
END
$fn$;

CREATE FUNCTION basera_map_cell(lat double precision, lng double precision) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  phi double precision := radians(greatest(-85.05112878, least(85.05112878, lat)));
  side double precision := 16777216;
  x bigint := greatest(0, least(16777215, floor((lng + 180) / 360 * side)))::bigint;
  y bigint := greatest(0, least(16777215, floor((1 - ln(tan(phi) + 1 / cos(phi)) / pi()) / 2 * side)))::bigint;
BEGIN
  RETURN basera_spread_bits(x) | (basera_spread_bits(y) << 1);
END
$fn$;

ALTER TABLE properties ADD COLUMN map_cell bigint GENERATED ALWAYS AS (basera_map_cell(map_lat, map_lng)) STORED;

CREATE INDEX properties_map_cell_idx ON properties (map_cell)
  INCLUDE (purpose_id, type_id, price, area_sqft, bed_room_id, bath_room_id, city_id, location_id, map_lat, map_lng, id, published_at, price_cut_at)
  WHERE status = 'Active' AND deleted_at IS NULL;
