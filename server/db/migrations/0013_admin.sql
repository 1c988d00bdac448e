-- Admins and their console. The role is a column of the account, granted and
-- revoked only by `npm run admin`; the account named by ADMIN_EMAIL gets nothing by default.
ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
-- A suspended account cannot log in and its sessions are revoked when it is suspended.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;

-- Every admin action (who, what, when, why). `actor_id` is null when the action came from the
-- command line or an approval link in the admin's mail; `actor` then says which. `action` is plain
-- text, not a CHECK list, so later sections of the console (reports) add their own actions.
CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id bigint REFERENCES users (id),
  actor text NOT NULL,
  action text NOT NULL,
  target_kind text NOT NULL,
  target_id bigint NOT NULL,
  target_label text NOT NULL,
  reason text
);
CREATE INDEX admin_audit_newest ON admin_audit (id DESC);
CREATE INDEX admin_audit_target ON admin_audit (target_kind, target_id);

-- Append-only in the database itself, whatever code (or a person at psql) tries: the log is the
-- record of what admins did, so nobody may edit it afterwards, admins included.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();

-- The pending queue is read oldest first.
CREATE INDEX properties_pending_oldest ON properties (created_at, id) WHERE status = 'Pending' AND deleted_at IS NULL;
