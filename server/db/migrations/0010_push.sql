-- Web push. A subscription is one browser on one device of a signed-in person,
-- made under one session: once that session is logged out or revoked, nothing more goes to it.
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id bigint NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- One notification for one subscription, written in the transaction of the alert that causes it and
-- sent by a worker, as mail is (0006). Quiet hours set next_attempt_at to the next morning.
CREATE TABLE push_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at) WHERE sent_at IS NULL;

-- The channels of a saved search: e-mail (0008) and now push.
ALTER TABLE saved_searches ADD COLUMN push boolean NOT NULL DEFAULT false;
DROP INDEX saved_searches_alerting;
CREATE INDEX saved_searches_alerting ON saved_searches (id) WHERE frequency <> 'Off' AND (email OR push);

-- The one-click stop of favourites' news: a key per person, made with the first such mail.
ALTER TABLE users ADD COLUMN favourite_alerts boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN alerts_key text UNIQUE;
