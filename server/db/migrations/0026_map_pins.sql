-- Where a listing is (docs/product.md, "Where is it?"). Cities and locations carry a centre and an
-- outline (GeoJSON Polygon, [lng, lat]); the reference seed writes them from server/geo on every start.
ALTER TABLE cities ADD COLUMN lat double precision, ADD COLUMN lng double precision, ADD COLUMN outline jsonb;
ALTER TABLE locations ADD COLUMN lat double precision, ADD COLUMN lng double precision, ADD COLUMN outline jsonb;

-- pin_lat/pin_lng: the owner's exact point, NULL when none; only the owner and admins ever read it.
-- map_lat/map_lng: the PUBLIC point, the only one any public answer carries: the exact point when
-- pin_exact_public, else the exact point moved by a stable secret offset of up to 150 m, else (no
-- pin) the location's or city's centre moved by that offset. map_precision: 0 area, 1 approximate,
-- 2 exact. server/geo/public-point.ts computes them; rows written before this migration are filled
-- at start-up in batches (the partial index finds them without reading the table).
ALTER TABLE properties
  ADD COLUMN pin_lat double precision,
  ADD COLUMN pin_lng double precision,
  ADD COLUMN pin_exact_public boolean NOT NULL DEFAULT false,
  ADD COLUMN map_lat double precision,
  ADD COLUMN map_lng double precision,
  ADD COLUMN map_precision smallint,
  ADD CONSTRAINT properties_pin_pair CHECK ((pin_lat IS NULL) = (pin_lng IS NULL)),
  ADD CONSTRAINT properties_map_precision CHECK (map_precision BETWEEN 0 AND 2);

CREATE INDEX properties_map_pending_idx ON properties (id) WHERE map_lat IS NULL;

-- The offset's key, shared by every instance and never sent anywhere: without it nobody can take a
-- public point back to the exact one. 244 random bits from the database's strong random source.
INSERT INTO server_secrets (name, value)
VALUES ('map-pin-offset', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))
ON CONFLICT (name) DO NOTHING;
