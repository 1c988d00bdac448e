-- Freshness. An Active listing its owner has not confirmed for 30 days gets a
-- reminder with a one-click 'Still available' link; at 45 days it becomes 'Expired' and leaves every
-- read that asks for status = 'Active' (search, home, detail, photos, favourites, alerts), so the
-- partial indexes and the hot search query stay as they are: no date condition is added to them.
ALTER TABLE properties ADD COLUMN confirmed_at timestamptz NOT NULL DEFAULT now();
-- When this cycle's reminder was queued; cleared by every confirmation, so a sweep that runs twice
-- (or on two instances) mails once per cycle.
ALTER TABLE properties ADD COLUMN freshness_reminded_at timestamptz;

-- Listings that exist already count as confirmed when published, but no earlier than 15 days ago:
-- nobody's listing leaves search on the day this ships, and every owner gets the 30-day reminder
-- (and at least 15 days to answer it) first.
UPDATE properties SET confirmed_at = GREATEST(COALESCE(published_at, created_at), now() - interval '15 days');

ALTER TABLE properties DROP CONSTRAINT properties_status_check;
ALTER TABLE properties ADD CONSTRAINT properties_status_check
  CHECK (status IN ('Pending', 'Active', 'Rejected', 'Sold', 'UnderReview', 'Hidden', 'Expired'));

-- The sweep reads Active listings by their confirmation date, oldest first; small next to the
-- search indexes and only over Active rows.
CREATE INDEX properties_active_confirmed_idx ON properties (confirmed_at) WHERE status = 'Active' AND deleted_at IS NULL;

-- The mailed 'Still available' links: single use, expiring, stored as a hash like every other key.
CREATE TABLE freshness_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX freshness_keys_property_idx ON freshness_keys (property_id) WHERE used_at IS NULL;
