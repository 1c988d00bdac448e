-- Newest-first pages and capped counts of active listings answered from the index alone: the
-- filter columns ride along, so the wide rows (description, tsvector) are not read.
CREATE INDEX properties_active_cover_idx ON properties (published_at DESC, id DESC)
  INCLUDE (city_id, purpose_id, type_id, location_id, price, area_sqft, bed_room_id, bath_room_id)
  WHERE status = 'Active' AND deleted_at IS NULL;
DROP INDEX properties_newest_idx;
