-- Moderation (issue 7): readers' reports, the hide that follows three of them, the audit trail of
-- every moderator action, and what a post looked like when it was last published.

-- Set when the third distinct reader reports a published post: the post goes back to 'pending'
-- (so the one visibility rule takes it out of every list, search, favourite and stranger's page)
-- and this says why, so the console offers 'restore' (publish again as it was) instead of 'approve'.
ALTER TABLE listings ADD COLUMN hidden_at timestamptz(3);
-- What readers saw before an untrusted author's edit sent a published post back to review
-- ({title, description, price, attributes, photo_ids}); the console diffs against it. Cleared on approve.
ALTER TABLE listings ADD COLUMN published_snapshot jsonb;

CREATE TABLE listing_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  reporter_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL
    CHECK (reason IN ('spam', 'scam', 'prohibited', 'offensive', 'wrong-category', 'sold', 'other')),
  note text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  -- one report per reader per post: a second one updates this row
  UNIQUE (listing_id, reporter_id)
);

CREATE TABLE moderation_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- kept when the post is deleted (the author's history still counts it)
  listing_id integer REFERENCES listings(id) ON DELETE SET NULL,
  -- the post's author at the time: approval counts and trust are per author
  author_id integer REFERENCES users(id) ON DELETE CASCADE,
  -- null: the system (automatic trust, the report threshold)
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL
    CHECK (action IN ('approve', 'reject', 'trust', 'untrust', 'restore', 'report-hide')),
  reason text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX moderation_audit_listing ON moderation_audit (listing_id, created_at DESC);
CREATE INDEX moderation_audit_author ON moderation_audit (author_id, action);

-- the console's queue: published posts with open reports
CREATE INDEX listing_reports_listing ON listing_reports (listing_id);
