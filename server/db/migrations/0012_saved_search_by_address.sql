-- Alerts by e-mail for people without an account: a saved search kept for an
-- address, which alerts only once that address has confirmed it through the mailed link.
ALTER TABLE saved_searches ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE saved_searches ADD COLUMN email_address text;
ALTER TABLE saved_searches ADD COLUMN confirm_key_hash text UNIQUE;
ALTER TABLE saved_searches ADD COLUMN confirmed_at timestamptz;
ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_someone CHECK (user_id IS NOT NULL OR email_address IS NOT NULL);
CREATE INDEX saved_searches_address ON saved_searches (lower(email_address)) WHERE email_address IS NOT NULL;
