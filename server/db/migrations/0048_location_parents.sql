-- Societies, their phases and their blocks (docs/design.md, "Societies, phases and blocks"): a
-- location may lie within another of its city. Existing rows keep their ids and start with no
-- parent; the reference seed, run on every start, adds the new rows and sets the parents. No foreign
-- key: the seed writes a city's rows in any order (a phase may come before its society), and the
-- reference data's unit test holds every parent to an existing row of the same city.
ALTER TABLE locations ADD COLUMN parent_id integer;
CREATE INDEX locations_parent_idx ON locations (parent_id) WHERE parent_id IS NOT NULL;
