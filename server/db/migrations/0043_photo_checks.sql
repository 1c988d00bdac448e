-- "Photo-checked": the owner sends fresh photos that show the house or plot number, an admin
-- compares them with the listing's own photos and approves or refuses. The badge lasts
-- PHOTO_CHECK_DAYS (src/contract/photo-check.ts) and lapses at once when the listing's photos change.
--
-- One row per request. A request waits ('Pending') until an admin decides; an approved one becomes
-- 'Lapsed' when its badge lapses (its 30 days passed, or the listing's photos changed), so the owner
-- can tell why the badge went. The refusal's reason is shown to the owner as written.
CREATE TABLE photo_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Refused', 'Lapsed')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL
);
-- The owner's latest request per listing, and at most one waiting at a time.
CREATE INDEX photo_checks_property_idx ON photo_checks (property_id, id DESC);
CREATE UNIQUE INDEX photo_checks_one_waiting ON photo_checks (property_id) WHERE status = 'Pending';
-- The admin's queue, oldest first.
CREATE INDEX photo_checks_queue_idx ON photo_checks (created_at, id) WHERE status = 'Pending';

-- The check photos: stored as listing photos are (re-encoded, content-named), served only to the
-- owner and admins; the image endpoint looks a file up by name, hence the index.
CREATE TABLE photo_check_images (
  check_id bigint NOT NULL REFERENCES photo_checks(id) ON DELETE CASCADE,
  position integer NOT NULL,
  file text NOT NULL,
  PRIMARY KEY (check_id, position)
);
CREATE INDEX photo_check_images_file_idx ON photo_check_images (file);

-- When the badge was granted; cleared when it lapses. `verified` (migration 0031) includes it.
ALTER TABLE properties ADD COLUMN photo_checked_at timestamptz;
-- The lapse sweep reads only the few listings that hold the badge.
CREATE INDEX properties_photo_checked_idx ON properties (photo_checked_at) WHERE photo_checked_at IS NOT NULL;
