-- Copies of other people's listings, and owners posting their own listing twice, are caught at
-- submission by three signs: the photos' perceptual fingerprints, the description's likeness, and
-- the contact phone behind many live listings.

-- One fingerprint per stored photo file (files are named by their content, so a file has one). The
-- four 16-bit bands are indexed so a near match is found by exact lookups of a few band values
-- rather than by reading every fingerprint (server/images/fingerprint.ts says why that is enough).
-- Each index carries the fingerprint itself, so the candidates are compared bit by bit inside the
-- index (index-only scans): at 4,000,000 photos a lookup meets about 4,000 candidates, and fetching
-- each from the table cost 150 ms where the index alone takes a few.
CREATE TABLE photo_fingerprints (
  file text PRIMARY KEY,
  phash bigint NOT NULL,
  band0 integer GENERATED ALWAYS AS (((phash >> 48) & 65535)::integer) STORED,
  band1 integer GENERATED ALWAYS AS (((phash >> 32) & 65535)::integer) STORED,
  band2 integer GENERATED ALWAYS AS (((phash >> 16) & 65535)::integer) STORED,
  band3 integer GENERATED ALWAYS AS ((phash & 65535)::integer) STORED
);
CREATE INDEX photo_fingerprints_band0 ON photo_fingerprints (band0) INCLUDE (phash);
CREATE INDEX photo_fingerprints_band1 ON photo_fingerprints (band1) INCLUDE (phash);
CREATE INDEX photo_fingerprints_band2 ON photo_fingerprints (band2) INCLUDE (phash);
CREATE INDEX photo_fingerprints_band3 ON photo_fingerprints (band3) INCLUDE (phash);

-- What a submission was found to repeat, for the admin who decides on it: another account's listing
-- (a possible copy) or the same account's own (a second copy instead of a relist).
CREATE TABLE listing_matches (
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  match_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('photo', 'text')),
  same_owner boolean NOT NULL,
  -- Photos: the fewest differing bits of any pair; text: the trigram similarity, 0 to 1.
  score real NOT NULL,
  -- Photos: the closest pair, this listing's file and the other's, shown side by side.
  file text,
  match_file text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, kind, match_id)
);
CREATE INDEX listing_matches_match_idx ON listing_matches (match_id);

-- Descriptions are compared by trigram similarity among listings of the same city and type.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX properties_city_type_recent_idx ON properties (city_id, type_id, id DESC) WHERE deleted_at IS NULL;

-- Live listings per contact phone, the number written any way (+92 300 …, 0300-…): its last ten digits.
CREATE INDEX properties_live_phone_idx ON properties ((right(regexp_replace(contact_phone, '[^0-9]', '', 'g'), 10)))
  WHERE status = 'Active' AND deleted_at IS NULL;
