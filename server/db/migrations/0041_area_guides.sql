-- Area guides (server/services/guides.ts): for a city or one of its societies, the live listings
-- counted, the societies ranked by live listings, the median asking price of houses for sale and for
-- rent, and a year of prices first asked from listing_prices. Status, price and area ride along, so
-- every one of those reads comes from the index alone (index-only scans, once VACUUM has set the
-- visibility map: server/db/maintenance.ts), however many listings the city has. Not only Active
-- rows: a house sold since still asked its price in the trend's months.
CREATE INDEX properties_guide_idx ON properties (city_id, type_id, purpose_id, location_id)
  INCLUDE (id, status, price, area_sqft)
  WHERE deleted_at IS NULL;

-- A listing's prices by when they were first asked, with the price: the trend reads the prices of
-- a year from the index alone, a few entries per house, rather than the table.
CREATE INDEX listing_prices_first_at_idx ON listing_prices (property_id, first_at) INCLUDE (price);
