-- Reports of bad listings. A report is one person's word about one listing: one
-- per account and one per device, whatever its outcome, so nobody can push a listing off the site by
-- repeating themselves. Reports stay open until an admin decides about the listing.
CREATE TABLE listing_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  reporter_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- A random id the browser keeps (localStorage); with an account it is kept too, so one device
  -- cannot report again signed out.
  reporter_device text NOT NULL,
  -- Counted instead of the device when signed out: a device id is free to make, an address is not.
  reporter_ip text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('NotAvailable', 'WrongPrice', 'WrongArea', 'WrongPhotos', 'Duplicate', 'Scam', 'Other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolution text CHECK (resolution IN ('dismissed', 'hidden', 'rejected', 'warned')),
  resolved_by bigint REFERENCES users(id) ON DELETE SET NULL,
  resolution_note text,
  CHECK ((resolved_at IS NULL) = (resolution IS NULL))
);
CREATE UNIQUE INDEX listing_reports_device_idx ON listing_reports (property_id, reporter_device);
CREATE UNIQUE INDEX listing_reports_user_idx ON listing_reports (property_id, reporter_user_id) WHERE reporter_user_id IS NOT NULL;
-- The admin's Reported queue: listings with open reports.
CREATE INDEX listing_reports_open_idx ON listing_reports (property_id, created_at) WHERE resolved_at IS NULL;

-- A listing hidden by reports is 'UnderReview' until an admin decides; one the admin hides stays
-- 'Hidden'. Both leave every 'Active' read (search, home, detail, photos, favourites, alerts) at
-- once, and the partial indexes on status = 'Active' stay as they are.
ALTER TABLE properties DROP CONSTRAINT properties_status_check;
ALTER TABLE properties ADD CONSTRAINT properties_status_check
  CHECK (status IN ('Pending', 'Active', 'Rejected', 'Sold', 'UnderReview', 'Hidden'));
