-- The language each account holder uses: remembered from the pages they use
-- (the client's X-Language header on signed-in calls, registration and login) and used for the
-- mails sent to them. English unless they have used the Urdu pages.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
