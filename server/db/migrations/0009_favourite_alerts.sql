-- What people who keep a listing were told about it: a price drop (each new lower
-- price once), a sale, a removal. The primary key makes each of them one mail, ever.
CREATE TABLE favourite_alerts (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('price', 'sold', 'removed')),
  price bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, property_id, kind, price)
);
