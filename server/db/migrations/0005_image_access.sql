-- Photos are served only while a public listing or their owner uses them: the
-- image endpoint looks a file up by name.
CREATE INDEX IF NOT EXISTS property_images_file ON property_images (file);

-- Secrets every server process must share (the key that signs owners' image links), made once by
-- whichever process needs one first.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
