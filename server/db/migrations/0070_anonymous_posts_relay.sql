-- Anonymous posts and the contact relay (decision 105). A kind that allows it (shared/listings/
-- definition.ts: allowsAnonymous) lets its author hide who they are: the presenter then leaves
-- the kind's contact attributes out for everyone but the owner and moderators.
ALTER TABLE listings ADD COLUMN anonymous boolean NOT NULL DEFAULT false;

-- Every message a reader sent a poster through the relay: the audit trail (who wrote to whom about
-- what) and the sender's rate (messages in the last hour, counted under a per-sender lock).
CREATE TABLE relay_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- kept when the post is deleted: the trail still says who wrote to whom
  listing_id integer REFERENCES listings(id) ON DELETE SET NULL,
  sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX relay_messages_sender ON relay_messages (sender_id, created_at DESC);
CREATE INDEX relay_messages_listing ON relay_messages (listing_id);
