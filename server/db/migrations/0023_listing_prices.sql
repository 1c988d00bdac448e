-- Every price a listing has been public at (Active), so a device's favourites merged at login can
-- keep the price the device saw only when the listing really showed it: the saved price is what
-- "Price dropped by 5 Lakh" and the favourite alerts compare with (docs/product.md, Favourites/Merge).
-- Kept by a trigger, so every way a listing becomes public (approval, an edit approved, the seed, a
-- test's insert) records it; one row per listing and price.
CREATE TABLE listing_prices (
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  price bigint NOT NULL,
  first_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, price)
);

CREATE FUNCTION listing_prices_record() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.status = 'Active' AND NEW.deleted_at IS NULL THEN
    INSERT INTO listing_prices (property_id, price) VALUES (NEW.id, NEW.price) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER listing_prices_public AFTER INSERT OR UPDATE OF price, status, deleted_at ON properties
  FOR EACH ROW EXECUTE FUNCTION listing_prices_record();

-- What is public now; earlier prices of today's listings are not known.
INSERT INTO listing_prices (property_id, price)
  SELECT id, price FROM properties WHERE status = 'Active' AND deleted_at IS NULL
  ON CONFLICT DO NOTHING;
