-- Agencies: an office with a page (/agencies/<slug>), its admin (the account that made it) and its
-- agents. An account belongs to at most one agency (agency_members' key). A listing an agent posts
-- while a member belongs to the agency (properties.agency_id, set by the trigger below whoever
-- writes the row), and stays with it when the agent leaves: the agency keeps its inventory, as on
-- the portals agencies pay for (docs/design.md, "Agencies").
CREATE TABLE agencies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  admin_user_id bigint NOT NULL UNIQUE,
  logo text,
  address text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agency_members (
  user_id bigint PRIMARY KEY,
  agency_id bigint NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agency_members_agency_idx ON agency_members (agency_id);

-- An invitation by e-mail; the link carries the id and a secret whose digest is key_hash.
CREATE TABLE agency_invites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agency_id bigint NOT NULL,
  email text NOT NULL,
  key_hash text NOT NULL,
  invited_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX agency_invites_agency_idx ON agency_invites (agency_id, created_at DESC);

ALTER TABLE properties ADD COLUMN agency_id bigint;
CREATE INDEX properties_agency_idx ON properties (agency_id, published_at DESC, id DESC)
  WHERE agency_id IS NOT NULL AND status = 'Active' AND deleted_at IS NULL;

CREATE FUNCTION properties_agency_set() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.agency_id IS NULL AND NEW.user_id IS NOT NULL THEN
    NEW.agency_id := (SELECT agency_id FROM agency_members WHERE user_id = NEW.user_id);
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER properties_agency BEFORE INSERT ON properties FOR EACH ROW EXECUTE FUNCTION properties_agency_set();
