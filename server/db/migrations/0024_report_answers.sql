-- Reports that cannot be used against honest owners (docs/product.md, "Reports"). Only established
-- accounts can take a listing off the site before review, and reporters whose earlier reports an admin
-- dismissed count less; both rules read a reporter's history, looked up through this index.
CREATE INDEX listing_reports_reporter_idx ON listing_reports (reporter_user_id, resolution) WHERE reporter_user_id IS NOT NULL;

-- The owner's side: a note, and up to three photos (stored as listing photos are, re-encoded, and
-- shown only to admins through signed links), answering the open reports about their listing. Kept
-- after the decision, so the console's user lookup shows the whole story.
CREATE TABLE report_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 1000),
  photos text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_answers_property_idx ON report_answers (property_id, created_at);
