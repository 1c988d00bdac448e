-- "Recently reduced" (docs/product.md, "Price cuts"): when a listing's current public price went
-- public below the one before it, that moment; NULL when it never fell or rose again since. Kept by
-- the trigger that records public prices (migration 0023), so every way a listing becomes public
-- keeps it, and read by the search's sort through its own index.
ALTER TABLE properties ADD COLUMN price_cut_at timestamptz;

CREATE OR REPLACE FUNCTION listing_prices_record() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  since timestamptz;
  before bigint;
BEGIN
  IF NEW.status = 'Active' AND NEW.deleted_at IS NULL THEN
    INSERT INTO listing_prices (property_id, price) VALUES (NEW.id, NEW.price) ON CONFLICT DO NOTHING;
    SELECT first_at INTO since FROM listing_prices WHERE property_id = NEW.id AND price = NEW.price;
    SELECT price INTO before FROM listing_prices
      WHERE property_id = NEW.id AND first_at < since ORDER BY first_at DESC LIMIT 1;
    -- Only price_cut_at changes here, which is not a column this trigger fires on.
    UPDATE properties SET price_cut_at = CASE WHEN before > NEW.price THEN since END
      WHERE id = NEW.id AND price_cut_at IS DISTINCT FROM (CASE WHEN before > NEW.price THEN since END);
  END IF;
  RETURN NULL;
END
$fn$;

UPDATE properties p SET price_cut_at = cut.since
FROM (
  SELECT cur.property_id, cur.first_at AS since
  FROM listing_prices cur JOIN properties q ON q.id = cur.property_id AND q.price = cur.price
  WHERE (SELECT o.price FROM listing_prices o WHERE o.property_id = cur.property_id AND o.first_at < cur.first_at
         ORDER BY o.first_at DESC LIMIT 1) > cur.price
) cut
WHERE p.id = cut.property_id;

CREATE INDEX properties_price_cut_idx ON properties (price_cut_at DESC NULLS LAST, published_at DESC, id DESC)
  WHERE status = 'Active' AND deleted_at IS NULL;
