-- The new projects a saved search's alerts have named: one row per search and project, ever, as
-- saved_search_alerts is for listings; the primary key is the promise. A row is written in the
-- transaction that queues the mail naming the project (server/services/saved-searches.ts).
CREATE TABLE saved_search_projects (
  saved_search_id bigint NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  mailed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, project_id)
);
-- The alert round asks for the projects added lately.
CREATE INDEX projects_created_idx ON projects (created_at);
