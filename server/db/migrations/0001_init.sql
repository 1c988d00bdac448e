-- Reference data (stable ids, seeded).
CREATE TABLE cities (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  tile_image text,
  tile_span integer NOT NULL DEFAULT 1
);

CREATE TABLE locations (
  id integer PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id),
  name text NOT NULL,
  UNIQUE (city_id, name)
);
CREATE INDEX locations_city_idx ON locations (city_id);

CREATE TABLE purposes (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE property_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sub_type text NOT NULL DEFAULT '',
  category text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE bedrooms (
  id integer PRIMARY KEY,
  text text NOT NULL,
  value integer NOT NULL
);

CREATE TABLE bathrooms (
  id integer PRIMARY KEY,
  text text NOT NULL,
  value integer NOT NULL
);

CREATE TABLE area_units (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  square_feet double precision NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE features (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
  id integer PRIMARY KEY,
  testimonial text NOT NULL,
  image text NOT NULL,
  author text NOT NULL,
  experience text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- People and sessions.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  user_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  about text NOT NULL DEFAULT '',
  image text,
  email_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_lower_idx ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Single-use keys mailed to people: e-mail confirmation and password reset.
CREATE TABLE user_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm-email', 'reset-password')),
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_keys_user_idx ON user_keys (user_id, purpose);

-- Listings.
CREATE TABLE properties (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url text NOT NULL UNIQUE,
  user_id bigint REFERENCES users(id),
  status text NOT NULL CHECK (status IN ('Pending', 'Active', 'Rejected', 'Sold')),
  title text NOT NULL,
  description text NOT NULL,
  purpose_id integer NOT NULL REFERENCES purposes(id),
  type_id integer NOT NULL REFERENCES property_types(id),
  price bigint NOT NULL CHECK (price >= 0),
  area double precision NOT NULL CHECK (area >= 0),
  area_unit_id integer NOT NULL REFERENCES area_units(id),
  area_sqft double precision NOT NULL,
  bed_room_id integer REFERENCES bedrooms(id),
  bath_room_id integer REFERENCES bathrooms(id),
  city_id integer NOT NULL REFERENCES cities(id),
  location_id integer REFERENCES locations(id),
  contact_full_name text NOT NULL,
  contact_email text NOT NULL,
  contact_phone text NOT NULL,
  cover_image text,
  image_count integer NOT NULL DEFAULT 0,
  -- Location and city names, kept with the row so the search document needs no join.
  place_text text NOT NULL DEFAULT '',
  search_doc tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', place_text), 'B') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX properties_owner_idx ON properties (user_id, status, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX properties_newest_idx ON properties (published_at DESC, id DESC) WHERE status = 'Active' AND deleted_at IS NULL;
CREATE INDEX properties_city_active_idx ON properties (city_id) WHERE status = 'Active' AND deleted_at IS NULL;
CREATE INDEX properties_search_doc_idx ON properties USING gin (search_doc);

CREATE TABLE property_images (
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  position integer NOT NULL,
  file text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (property_id, position)
);

CREATE TABLE property_features (
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features(id),
  PRIMARY KEY (property_id, feature_id)
);

CREATE TABLE approval_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- Messages from visitors.
CREATE TABLE enquiries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id),
  subject text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  sender_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  sender_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE marketing_contacts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  added_by bigint REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Offline replays: the first answer per client key is kept and given again.
CREATE TABLE idempotency_records (
  scope text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_created_idx ON idempotency_records (created_at);

-- Fixed-window rate limits shared by every server process.
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
