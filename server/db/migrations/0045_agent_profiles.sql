-- Public poster profiles (/agents/<slug>). The slug is made once from the name and the account's id,
-- so it never changes when the name does (links stay good), is unique by construction (the id after
-- the last hyphen), and says nothing of the e-mail address or phone. Profiles are public unless the
-- person hides theirs; the display name, bio, photo and areas are what they chose to show, apart
-- from the account's own details (which stay private).
ALTER TABLE users ADD COLUMN profile_slug text;
ALTER TABLE users ADD COLUMN profile_public boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN profile_name text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN profile_bio text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN profile_photo text;
-- Location ids the person chose to show as served; NULL shows those of their live listings.
ALTER TABLE users ADD COLUMN profile_areas integer[];

CREATE FUNCTION profile_slug_of(first_name text, last_name text, uid bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(NULLIF(trim(BOTH '-' FROM left(regexp_replace(lower(first_name || ' ' || last_name), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'member')
    || '-' || uid::text
$$;

CREATE FUNCTION profile_slug_set() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.profile_slug IS NULL THEN
    NEW.profile_slug := profile_slug_of(NEW.first_name, NEW.last_name, NEW.id);
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER users_profile_slug BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION profile_slug_set();

UPDATE users SET profile_slug = profile_slug_of(first_name, last_name, id) WHERE profile_slug IS NULL;
CREATE UNIQUE INDEX users_profile_slug_idx ON users (profile_slug);
