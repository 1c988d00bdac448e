-- The language of a listing's contact when the listing has no account: the page
-- it was submitted from says it (X-Language). An account's listings follow users.language instead.
-- A constant default: PostgreSQL adds the column without rewriting the table.
ALTER TABLE properties ADD COLUMN contact_language text NOT NULL DEFAULT 'en' CHECK (contact_language IN ('en', 'ur'));
