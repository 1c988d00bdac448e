-- The language of alerts saved without an account: the page they were saved
-- from says it (the X-Language header), as an account's language is kept in users.language.
ALTER TABLE saved_searches ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
