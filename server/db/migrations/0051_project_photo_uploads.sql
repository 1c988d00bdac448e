-- Photos an admin uploaded for a project and no save has named yet. A save may name only these, the
-- project's own photos or demo art: naming any stored upload would make a pending listing's or a
-- photo check's photo public. The orphan sweep keeps them while they wait (images/orphans.ts).
CREATE TABLE project_photo_uploads (
  file text PRIMARY KEY,
  uploaded_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
