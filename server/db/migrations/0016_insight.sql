-- Owner insight: what visitors did with a listing, as daily counters only. No
-- row says who did it: a visitor's device is seen only as a keyed hash in insight_seen, whose key
-- (insight_salts) is made per day and deleted with those rows a week later, after which nobody,
-- the server included, can link a hash to a device or two days of one device to each other.
CREATE TABLE listing_daily_counts (
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  -- The day in Pakistan time (UTC+5, no daylight saving), when the visitor acted.
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'call', 'whatsapp')),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (property_id, day, kind)
);

-- One row per (device, listing, kind, day) already counted: HMAC-SHA-256 under that day's salt,
-- so a retry, a reload or a second tap that day counts nothing more.
CREATE TABLE insight_seen (
  day date NOT NULL,
  viewer text NOT NULL,
  PRIMARY KEY (day, viewer)
);

CREATE TABLE insight_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- The owner's windows also count what is stored already, by listing and time.
CREATE INDEX enquiries_property_time ON enquiries (property_id, created_at);
CREATE INDEX favourites_property_time ON favourites (property_id, created_at);
CREATE INDEX saved_search_alerts_property_time ON saved_search_alerts (property_id, created_at);
