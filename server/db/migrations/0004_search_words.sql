-- Search that reads place codes and names as people type them.
--
-- search_norm rewrites Islamabad sectors (G-13, G 13, G–13 -> g13; G-13/2 -> g13 g13s2) and numbered
-- phases, blocks and schemes (Phase 6, ph-6 -> phase6) to one token each, before the text parser
-- sees them: it reads "G-13" as the letter g and the number -13. It mirrors normalizeSearchText in
-- src/lib/search-words.ts rule for rule; an API test compares the two on the same samples.
CREATE FUNCTION search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(
      translate(lower(t),
        E'\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669',
        '----------01234567890123456789'),
      '\s+', ' ', 'g'),
      '(?<![[:alnum:]])([b-i]) ?-? ?([0-9]{1,2}) ?/ ?([0-9])(?![[:alnum:]])', '\1\2 \1\2s\3', 'g'),
      '(?<![[:alnum:]])([b-i]) ?-? ?([0-9]{1,2})(?![[:alnum:]/])', '\1\2', 'g'),
      '(?<![[:alnum:]])(phase|ph) ?[-#.:]? ?([0-9]{1,3}[a-z]?)(?![[:alnum:]])', 'phase\2', 'g'),
      '(?<![[:alnum:]])(block|blk) ?[-#.:]? ?([0-9]{1,3}[a-z]?)(?![[:alnum:]])', 'block\2', 'g'),
      '(?<![[:alnum:]])(street|st) ?[-#.:]? ?([0-9]{1,3}[a-z]?)(?![[:alnum:]])', 'street\2', 'g'),
      '(?<![[:alnum:]])(scheme|sector|zone|avenue|lane) ?[-#.:]? ?([0-9]{1,3}[a-z]?)(?![[:alnum:]])', '\1\2', 'g')
$fn$;

-- place_text now carries the listing's type and purpose beside its location and city ("G-13
-- Islamabad House For Rent"), so a word in the title, type or place outweighs one in the
-- description. The document is dropped first so the table is rewritten once, not twice.
ALTER TABLE properties DROP COLUMN search_doc;
UPDATE properties p
  SET place_text = concat_ws(' ', (SELECT l.name FROM locations l WHERE l.id = p.location_id), c.name, t.name, pu.name)
  FROM cities c, property_types t, purposes pu
  WHERE c.id = p.city_id AND t.id = p.type_id AND pu.id = p.purpose_id;
-- Both documents end with the listing's city, type, purpose and location as terms (qc1 qt1 qp2
-- ql312): a keyword search puts its filters into the same query, so one index lookup intersects
-- the words with the filters and the planner can estimate how few match (src/lib/search-words.ts).
CREATE FUNCTION search_facets(city integer, type integer, purpose integer, location integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT to_tsvector('simple', concat_ws(' ', 'qc' || city::text, 'qt' || type::text, 'qp' || purpose::text, 'ql' || location::text))
$fn$;
ALTER TABLE properties ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', search_norm(title)), 'A') ||
  setweight(to_tsvector('english', search_norm(place_text)), 'B') ||
  setweight(to_tsvector('english', search_norm(description)), 'C') ||
  search_facets(city_id, type_id, purpose_id, location_id)
) STORED;
CREATE INDEX properties_search_doc_idx ON properties USING gin (search_doc);
-- The strong tier of relevance (every word in the title or the place, city, type and purpose) as a
-- document of its own: a weight-restricted query on search_doc (house:AB) is estimated as if it were
-- unrestricted, so the planner took a 0.7 % match for a 5 % one and scanned the table for it.
ALTER TABLE properties ADD COLUMN search_head tsvector GENERATED ALWAYS AS (
  to_tsvector('english', search_norm(title) || ' ' || search_norm(place_text)) ||
  search_facets(city_id, type_id, purpose_id, location_id)
) STORED;
CREATE INDEX properties_search_head_idx ON properties USING gin (search_head);
-- Searches read from words often name a few locations with a type, a size or a purpose ("10 marla
-- house DHA Lahore"): the location index carries those columns, so they are answered from it alone
-- instead of filtering a whole city's index (19 ms at 1,000,000 listings).
DROP INDEX properties_search_location_idx;
CREATE INDEX properties_search_location_idx ON properties (location_id, purpose_id, price)
  INCLUDE (type_id, area_sqft, bed_room_id, bath_room_id, city_id, published_at)
  WHERE status = 'Active' AND deleted_at IS NULL;
