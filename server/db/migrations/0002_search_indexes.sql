-- Search filters on active listings. The common filter columns lead, the rest are
-- carried in the index so the count and the page can be answered without visiting the table.
CREATE INDEX properties_search_city_idx ON properties (city_id, purpose_id, price)
  INCLUDE (type_id, location_id, bed_room_id, bath_room_id, area_sqft, published_at)
  WHERE status = 'Active' AND deleted_at IS NULL;
CREATE INDEX properties_search_purpose_idx ON properties (purpose_id, price)
  INCLUDE (city_id, type_id, location_id, bed_room_id, bath_room_id, area_sqft, published_at)
  WHERE status = 'Active' AND deleted_at IS NULL;
CREATE INDEX properties_search_location_idx ON properties (location_id, purpose_id, price)
  WHERE status = 'Active' AND deleted_at IS NULL;
CREATE INDEX properties_price_idx ON properties (price, id) WHERE status = 'Active' AND deleted_at IS NULL;
