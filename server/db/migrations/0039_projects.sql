-- New projects: a development by a named developer in a place, with unit types, price ranges and a
-- payment plan, kept by admins. Units and plan are small documents always read and written whole
-- with their project, so they are jsonb; the filters the list needs (price range, types,
-- instalments) are columns of their own, written from the units and plan at each save.
CREATE TABLE projects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  developer text NOT NULL,
  city_id integer NOT NULL REFERENCES cities(id),
  location_id integer REFERENCES locations(id),
  phase text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  photos jsonb NOT NULL DEFAULT '[]',
  possession text NOT NULL CHECK (possession IN ('ready', 'under-construction')),
  -- The first of the month possession is (or was) due; developers announce months, not days.
  possession_date date,
  units jsonb NOT NULL,
  plan jsonb,
  price_min bigint NOT NULL,
  price_max bigint NOT NULL,
  type_ids integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX projects_name_idx ON projects (lower(name));
CREATE INDEX projects_city_idx ON projects (city_id, price_min);

-- A listing may be one of a project's units; removing the project leaves the listing on its own.
ALTER TABLE properties ADD COLUMN project_id bigint REFERENCES projects(id) ON DELETE SET NULL;
CREATE INDEX properties_project_idx ON properties (project_id) WHERE project_id IS NOT NULL;
