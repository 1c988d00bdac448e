-- Relevance pages order verified listings first (migration 0031); a map search's lateral read of
-- properties_map_cell_idx must give that column too, from the index as the other sort columns are (and "Owners only" its own),
-- or a keyword search inside a map area fails (it named a column its source did not have).
DROP INDEX properties_map_cell_idx;
CREATE INDEX properties_map_cell_idx ON properties (map_cell)
  INCLUDE (purpose_id, type_id, price, area_sqft, bed_room_id, bath_room_id, city_id, location_id, map_lat, map_lng, id, published_at, price_cut_at, verified, shown_as_agent)
  WHERE status = 'Active' AND deleted_at IS NULL;
