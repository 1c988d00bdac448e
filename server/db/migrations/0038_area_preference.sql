-- The unit an account holder reads areas in, and what a Marla means to them when a figure is
-- converted (src/contract/area.ts): kept with the account so every device they sign in on, and
-- the mails that show areas, use it. NULL until they choose: a device's own choice then wins.
ALTER TABLE users ADD COLUMN area_unit text CHECK (area_unit IN ('marla', 'kanal', 'sqft', 'sqyd', 'sqm'));
ALTER TABLE users ADD COLUMN marla_size double precision CHECK (marla_size IN (225, 272.25));
