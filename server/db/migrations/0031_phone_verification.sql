-- "Phone verified": a listing's contact number proved by a one-time code sent to it by SMS.
--
-- The codes. Kept only as an HMAC under a key that never leaves the database (server_secrets
-- 'phone-code-key'): six digits are a million guesses, so a plain hash in a copied backup would give
-- every live code away. Each dies after a few wrong tries or PHONE_CODE_MINUTES. A code entered
-- right hands back a proof (kept hashed too) that a submission without an account shows to claim the
-- number; an account remembers the number itself (user_phones).
CREATE TABLE phone_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  user_id bigint REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  proof_hash text,
  proof_expires_at timestamptz
);
CREATE INDEX phone_codes_phone_idx ON phone_codes (phone, created_at DESC);
CREATE UNIQUE INDEX phone_codes_proof_idx ON phone_codes (proof_hash) WHERE proof_hash IS NOT NULL;

INSERT INTO server_secrets (name, value)
VALUES ('phone-code-key', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))
ON CONFLICT (name) DO NOTHING;

-- The numbers an account has proved: its later listings with one of them are verified at once.
CREATE TABLE user_phones (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, phone)
);

-- A listing's badges. Each kind has its own column saying when it was checked (phone_verified_at);
-- `verified` is true while the listing holds any badge, kept by server/services/verification.ts, so
-- search filters and ranks on one column of the row rather than joining per listing.
ALTER TABLE properties ADD COLUMN phone_verified_at timestamptz;
ALTER TABLE properties ADD COLUMN verified boolean NOT NULL DEFAULT false;

-- "Verified only" pages newest first, their capped counts, and keyword relevance with verified
-- listings first, all read in this index's order and stopped at the page, as properties_active_cover_idx
-- does for everything else; the filter columns ride along for the same reason.
CREATE INDEX properties_verified_idx ON properties (verified DESC, published_at DESC, id DESC)
  INCLUDE (city_id, purpose_id, type_id, location_id, price, area_sqft, bed_room_id, bath_room_id)
  WHERE status = 'Active' AND deleted_at IS NULL;
