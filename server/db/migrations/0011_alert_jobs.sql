-- "Tell those who follow this listing" as a job: written in the transaction that
-- approves a listing, marks it sold or deletes it, so a crash just after that commit cannot lose the
-- saved-search and favourites alerts it causes. The request runs it at once; whatever it did not
-- finish is run by a worker. Running one twice alerts nobody twice: the alert tables' keys see to it.
CREATE TABLE alert_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id bigint NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('published', 'sold', 'removed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
