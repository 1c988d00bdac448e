-- An enquiry is the first message of a conversation between a listing's poster and a buyer: the
-- poster answers it in the app and the buyer gets the answer by mail, with a way back to the thread.
-- The enquiries row is the thread; its own message stays as the first one for the spec's mail.
ALTER TABLE enquiries ADD COLUMN poster_user_id bigint REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE enquiries ADD COLUMN buyer_user_id bigint REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE enquiries ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'closed'));
-- The poster's first answer in the app: the response figure ("usually replies within ...") is made of it.
ALTER TABLE enquiries ADD COLUMN first_reply_at timestamptz;
-- The buyer tapped WhatsApp or Call from the thread: the conversation went on by phone.
ALTER TABLE enquiries ADD COLUMN handled_at timestamptz;
ALTER TABLE enquiries ADD COLUMN handled_via text CHECK (handled_via IN ('whatsapp', 'call'));
-- A first enquiry from someone without an account that reads like spam (links, spam words) is kept
-- but neither shown nor mailed to the poster while held_reason is set: the buyer is mailed a link
-- that releases it, which a spam script sending to made-up or others' addresses does not open.
ALTER TABLE enquiries ADD COLUMN held_reason text;
ALTER TABLE enquiries ADD COLUMN last_message_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX enquiries_poster_idx ON enquiries (poster_user_id, last_message_at DESC) WHERE poster_user_id IS NOT NULL;
CREATE INDEX enquiries_buyer_idx ON enquiries (buyer_user_id, last_message_at DESC) WHERE buyer_user_id IS NOT NULL;
CREATE INDEX enquiries_property_time_idx ON enquiries (property_id, created_at);

CREATE TABLE enquiry_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id bigint NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('buyer', 'poster')),
  body text NOT NULL CHECK (char_length(body) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiry_messages_thread_idx ON enquiry_messages (enquiry_id, id);

-- The links mailed to a buyer without an account: a random 256-bit secret each, kept only as its
-- SHA-256, so neither the database nor the thread's id gives a working link. One per mail sent.
CREATE TABLE enquiry_links (
  token_hash text PRIMARY KEY,
  enquiry_id bigint NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiry_links_thread_idx ON enquiry_links (enquiry_id);
