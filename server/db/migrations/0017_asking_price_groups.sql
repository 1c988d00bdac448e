-- The asking-price comparison of a listing's page: the count and median price per
-- square foot of the Active listings of one purpose, type and location. The group's three columns lead
-- and price and area ride along, so one group is read from the index alone (an index-only scan on
-- PostgreSQL), however many listings the rest of the country has. Partial like the search indexes:
-- only Active rows, the only ones compared.
CREATE INDEX properties_asking_group_idx ON properties (purpose_id, type_id, location_id)
  INCLUDE (price, area_sqft)
  WHERE status = 'Active' AND deleted_at IS NULL;
