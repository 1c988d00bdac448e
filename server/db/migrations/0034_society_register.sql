-- The register of societies and schemes: for a location, which authority approves it (LDA, CDA, ...;
-- SCHEME_AUTHORITIES in src/contract/society.ts) and what that authority's published list says.
-- Kept by admins, every change in admin_audit. Listings are not copied the status: search leaves out
-- unapproved schemes with an anti-join on location_id, which the covering search indexes carry, and
-- a change of status is true for every listing at once.
CREATE TABLE society_register (
  location_id integer PRIMARY KEY REFERENCES locations(id),
  authority text NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'not-approved', 'under-review')),
  source_url text NOT NULL DEFAULT '',
  checked_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL
);
-- The few entries search checks; approved schemes need no look-up.
CREATE INDEX society_register_unapproved_idx ON society_register (location_id) WHERE status <> 'approved';
