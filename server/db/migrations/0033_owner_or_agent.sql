-- Owner or agent. The poster declares which they are (poster_kind); a phone number behind more live
-- listings than agent_listing_limit() is shown as an agent whatever was declared, because dealers
-- posing as owners is what buyers complain about. What a listing shows is kept in shown_as_agent at
-- write time, so search filters on a column and never counts listings per phone while searching.
-- phone_listings holds the live count per number, kept by the trigger below on every change of
-- status, deletion, phone or declaration, however it happens (approval, an edit, a report, expiry).
ALTER TABLE properties ADD COLUMN poster_kind text NOT NULL DEFAULT 'owner'
  CHECK (poster_kind IN ('owner', 'agent'));
ALTER TABLE properties ADD COLUMN shown_as_agent boolean NOT NULL DEFAULT false;

CREATE TABLE phone_listings (
  phone text PRIMARY KEY,
  live integer NOT NULL DEFAULT 0
);

-- The same number as AGENT_LISTING_LIMIT in src/contract/constants.ts (tests/api/owner-agent.test.ts
-- compares them); changing it takes a migration that replaces this function and calls
-- phone_listings_rebuild().
CREATE FUNCTION agent_listing_limit() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 5 $$;

-- Adds d to a number's live count; when the count crosses the limit, every listing of that number
-- changes what it shows. Crossings are rare, so the wide update is too.
CREATE FUNCTION phone_listings_add(ph text, d integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  after_ integer;
  lim integer := agent_listing_limit();
BEGIN
  INSERT INTO phone_listings AS pl (phone, live) VALUES (ph, GREATEST(d, 0))
    ON CONFLICT (phone) DO UPDATE SET live = GREATEST(pl.live + d, 0)
    RETURNING live INTO after_;
  IF (after_ > lim) <> (after_ - d > lim) THEN
    UPDATE properties SET shown_as_agent = (poster_kind = 'agent' OR after_ > lim)
      WHERE contact_phone = ph AND shown_as_agent IS DISTINCT FROM (poster_kind = 'agent' OR after_ > lim);
  END IF;
END
$fn$;

CREATE FUNCTION phone_listings_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD.status = 'Active' AND OLD.deleted_at IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW.status = 'Active' AND NEW.deleted_at IS NULL;
  moved boolean := TG_OP = 'UPDATE' AND OLD.contact_phone IS DISTINCT FROM NEW.contact_phone;
BEGIN
  IF was_live AND (NOT is_live OR moved) THEN PERFORM phone_listings_add(OLD.contact_phone, -1); END IF;
  IF is_live AND (NOT was_live OR moved) THEN PERFORM phone_listings_add(NEW.contact_phone, 1); END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Only shown_as_agent changes here, which is not a column this trigger fires on.
    UPDATE properties p SET shown_as_agent = v.agent
      FROM (SELECT NEW.poster_kind = 'agent'
              OR COALESCE((SELECT live FROM phone_listings WHERE phone = NEW.contact_phone), 0) > agent_listing_limit() AS agent) v
      WHERE p.id = NEW.id AND p.shown_as_agent IS DISTINCT FROM v.agent;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER phone_listings_count AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, contact_phone, poster_kind
  ON properties FOR EACH ROW EXECUTE FUNCTION phone_listings_track();

-- Counts and flags from scratch: for rows written with triggers off (the demo seed's bulk load).
CREATE FUNCTION phone_listings_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM phone_listings;
  INSERT INTO phone_listings (phone, live)
    SELECT contact_phone, count(*) FROM properties WHERE status = 'Active' AND deleted_at IS NULL GROUP BY contact_phone;
  UPDATE properties p SET shown_as_agent = (p.poster_kind = 'agent' OR COALESCE(pl.live, 0) > agent_listing_limit())
    FROM properties q LEFT JOIN phone_listings pl ON pl.phone = q.contact_phone
    WHERE q.id = p.id AND p.shown_as_agent IS DISTINCT FROM (p.poster_kind = 'agent' OR COALESCE(pl.live, 0) > agent_listing_limit());
END
$fn$;

-- A crossing updates every listing of one number.
CREATE INDEX properties_contact_phone_idx ON properties (contact_phone);

SELECT phone_listings_rebuild();

-- "Owners only": owners' listings are the smaller part (dealers post most), so the covering
-- newest-first index of migration 0003 walks many agents' rows per page and the capped count fell
-- back to reading the table (2.8 s at 1,000,000 demo listings). Their own partial index keeps both
-- index-only.
CREATE INDEX properties_owner_cover_idx ON properties (published_at DESC, id DESC)
  INCLUDE (city_id, purpose_id, type_id, location_id, price, area_sqft, bed_room_id, bath_room_id)
  WHERE status = 'Active' AND deleted_at IS NULL AND NOT shown_as_agent;
