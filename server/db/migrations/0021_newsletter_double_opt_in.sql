-- Newsletter double opt-in: an address counts only once its owner confirms from a mailed link.
-- Rows from before this migration were never confirmed, so they stay unconfirmed (no newsletter
-- goes to them until they subscribe again and confirm).
ALTER TABLE subscribers
  ADD COLUMN confirmed_at timestamptz(3),
  ADD COLUMN unsubscribed_at timestamptz(3),
  -- sha256 of the 128-bit confirmation token; cleared when used (single use)
  ADD COLUMN confirm_token_hash bytea,
  ADD COLUMN confirm_expires_at timestamptz(3),
  -- when the last confirmation mail was queued: at most one per address per few hours
  ADD COLUMN confirm_sent_at timestamptz(3),
  -- Put in every newsletter's unsubscribe link, so it must be readable when an issue goes out (a
  -- hash could not be put back into a link). It can only unsubscribe its own address.
  ADD COLUMN unsubscribe_token text;
-- gen_random_uuid is built in (no pgcrypto); two of them give well over 128 random bits
UPDATE subscribers
  SET unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  WHERE unsubscribe_token IS NULL;
ALTER TABLE subscribers ALTER COLUMN unsubscribe_token SET NOT NULL;
CREATE UNIQUE INDEX subscribers_confirm_token ON subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
CREATE UNIQUE INDEX subscribers_unsubscribe_token ON subscribers (unsubscribe_token);
-- who an issue goes to
CREATE INDEX subscribers_confirmed ON subscribers (city_id, id) WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL;
