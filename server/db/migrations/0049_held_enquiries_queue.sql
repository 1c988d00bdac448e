-- The admin console's queue of held first enquiries reads them oldest first; held ones are few
-- among all enquiries, so a partial index keeps that read small however many enquiries there are.
CREATE INDEX enquiries_held_idx ON enquiries (created_at, id) WHERE held_reason IS NOT NULL;
