-- The features ticked in a listing's form ("Corner", "Park Facing", "Furnished") join its place text,
-- so they are words of its search document like its type and place: "corner house" finds a corner
-- house whose owner only ticked the box. New and edited listings get them from listingFacetText
-- (src/lib/search-words.ts), in the same order: location, city, type, purpose, then the features in
-- the form's order.
UPDATE properties p
  SET place_text = concat_ws(' ', p.place_text, f.names)
  FROM (
    SELECT pf.property_id, string_agg(ft.name, ' ' ORDER BY ft.sort, ft.id) AS names
    FROM property_features pf JOIN features ft ON ft.id = pf.feature_id
    GROUP BY pf.property_id
  ) f
  WHERE f.property_id = p.id;
