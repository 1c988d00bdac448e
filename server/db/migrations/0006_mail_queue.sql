-- Every mail is written here in the same transaction as the change that causes it, and sent from
-- here: a crash or a full disk between the commit and the send delays a mail,
-- it never loses it. Rows stay after sending, for the record and so a resend is recognised.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);

-- What the sender looks for: unsent mail that is due.
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at, id) WHERE sent_at IS NULL;
