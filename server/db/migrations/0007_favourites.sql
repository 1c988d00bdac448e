-- Favourites of signed-in people. The price when saved lets the list say
-- "Price dropped by 5 Lakh"; a listing that is sold or removed stays in the list and says so.
CREATE TABLE favourites (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  saved_price bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, property_id)
);
