-- A listing's phone in national form (normalisePhone in src/contract/phone.ts), as the listing form
-- and API now store it: 923001234567, 00923001234567 and 3001234567 were kept apart, so an agent
-- could stay under the Agent label's limit by writing the prefix differently on each listing.
-- The trigger is off for the rewrite (each changed row would recount one number at a time); the
-- counts and labels are then rebuilt from scratch once.
ALTER TABLE properties DISABLE TRIGGER phone_listings_count;
UPDATE properties
  SET contact_phone = regexp_replace(regexp_replace(regexp_replace(contact_phone,
    '^0092(?=\d)0?', '0'), '^920?(?=\d{10}$)', '0'), '^(?=3\d{9}$)', '0')
  WHERE contact_phone ~ '^(0092|92|3\d{9}$)';
ALTER TABLE properties ENABLE TRIGGER phone_listings_count;
SELECT phone_listings_rebuild();

-- The admin's copies count now reads phone_listings, so the last-ten-digits index of migration
-- 0029 has no reader left, and every listing write paid for it.
DROP INDEX IF EXISTS properties_live_phone_idx;
