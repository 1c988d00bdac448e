-- Plots, plot files and plot forms carry where they stand (src/contract/possession.ts): a file, an
-- allocation letter, non-possession or possession, and for those bought on instalments how many are
-- paid and how many remain (and optionally the amount of one). Which status a type may carry is the
-- contract's rule, checked by the form and the server; the table keeps only what holds for any type.
ALTER TABLE properties ADD COLUMN possession_status text
  CHECK (possession_status IN ('possession', 'non-possession', 'allocation-letter', 'file'));
ALTER TABLE properties ADD COLUMN instalments_paid smallint CHECK (instalments_paid BETWEEN 0 AND 300);
ALTER TABLE properties ADD COLUMN instalments_remaining smallint CHECK (instalments_remaining BETWEEN 0 AND 300);
ALTER TABLE properties ADD COLUMN instalment_amount bigint CHECK (instalment_amount BETWEEN 1 AND 100000000);
-- Both counts or neither, and an amount only with them: a half-told plan cannot be shown truthfully.
ALTER TABLE properties ADD CONSTRAINT properties_instalments_told CHECK (
  (instalments_paid IS NULL) = (instalments_remaining IS NULL)
  AND (instalment_amount IS NULL OR instalments_paid IS NOT NULL)
  AND (instalments_paid IS NULL OR instalments_paid + instalments_remaining BETWEEN 1 AND 300));

-- The possession filter: listings with a status are a small part (plots), so the newest-first index
-- of migration 0003 would walk many homes per page, and the capped count would read the table. Their
-- own partial index, led by the status, keeps the page and the count index-only, as "Owners only"'s
-- does (migration 0033).
CREATE INDEX properties_possession_cover_idx ON properties (possession_status, published_at DESC, id DESC)
  INCLUDE (city_id, purpose_id, type_id, location_id, price, area_sqft)
  WHERE status = 'Active' AND deleted_at IS NULL AND possession_status IS NOT NULL;
