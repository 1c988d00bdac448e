-- Saved searches of signed-in people and the alerts they were sent.
CREATE TABLE saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  criteria jsonb NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('Instant', 'Daily', 'Weekly', 'Off')),
  email boolean NOT NULL DEFAULT true,
  -- Only lets its holder stop these alerts, so it is kept as is and put in every alert mail.
  unsubscribe_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_digest_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user ON saved_searches (user_id);
CREATE INDEX saved_searches_alerting ON saved_searches (id) WHERE frequency <> 'Off' AND email;

-- One alert per saved search and listing, ever: the primary key is the promise.
CREATE TABLE saved_search_alerts (
  saved_search_id bigint NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  mailed_at timestamptz,
  PRIMARY KEY (saved_search_id, property_id)
);
CREATE INDEX saved_search_alerts_unmailed ON saved_search_alerts (saved_search_id) WHERE mailed_at IS NULL;
