-- The one table every listing kind shares (shared/listings/): common columns here, each kind's own
-- fields in `attributes` (checked by the kind's zod schema before they are written).

-- Authors whose posts and edits publish without review (moderators set it; see shared/listings/lifecycle.ts).
ALTER TABLE users ADD COLUMN trusted_at timestamptz(3);

CREATE TABLE listings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  -- a kind id of shared/listings/kinds.ts; no CHECK, so a new kind needs no migration of this table
  kind text NOT NULL,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'published' past expires_at reads as expired (the visible() filter and the presenter say so)
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'published', 'rejected', 'sold', 'closed', 'expired')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(10, 2) CHECK (price >= 0),
  slug text NOT NULL DEFAULT '',
  attributes jsonb NOT NULL DEFAULT '{}',
  rejection_reason text,
  -- the client's key for one submission: a retried request finds the post the first one made
  idempotency_key text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  published_at timestamptz(3),
  expires_at timestamptz(3),
  -- search as for blog posts (decision 010): posts are written in either language, so the title
  -- and text go through both the English and the Arabic configurations
  search tsvector GENERATED ALWAYS AS (bilingual_tsvector(title, description, title, description)) STORED,
  title_norm text GENERATED ALWAYS AS (ar_normalize(title)) STORED
);

CREATE UNIQUE INDEX listings_owner_idempotency ON listings (owner_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- public lists: newest first, keyset on (published_at, id), published posts only
CREATE INDEX listings_published_feed ON listings (city_id, kind, published_at DESC, id DESC)
  WHERE status = 'published';
-- own posts, duplicate detection (same author, same title within 48 h) and the rate of posting
CREATE INDEX listings_owner_created ON listings (owner_id, created_at DESC);
-- the moderation queue, oldest first
CREATE INDEX listings_pending ON listings (created_at, id) WHERE status = 'pending';
-- per-kind filters (attributes @> '{"condition":"used"}')
CREATE INDEX listings_attributes ON listings USING gin (attributes jsonb_path_ops);
CREATE INDEX listings_search ON listings USING gin (search);
CREATE INDEX listings_title_trgm ON listings USING gin (title_norm gin_trgm_ops);

-- saved kinds are checked by the app (shared/saved.ts): a new listing kind needs no change here
ALTER TABLE favorites DROP CONSTRAINT favorites_kind_check;

-- Cached guest pages (search results today, listing pages next) hold what guests may see of posts:
-- a write that changes it moves the content version (decision 050), so no cache serves a post that
-- was since hidden. Only rows guests can see count (not pending or rejected), so posting and
-- moderating a pending post leave the caches alone. Time passing (expiry) writes nothing: a cached
-- page may show a just-expired post until its TTL.
CREATE TRIGGER listings_content_version_insert AFTER INSERT ON listings
  FOR EACH ROW WHEN (NEW.status NOT IN ('pending', 'rejected')) EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER listings_content_version_update AFTER UPDATE ON listings
  FOR EACH ROW WHEN (OLD.status NOT IN ('pending', 'rejected') OR NEW.status NOT IN ('pending', 'rejected'))
  EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER listings_content_version_delete AFTER DELETE ON listings
  FOR EACH ROW WHEN (OLD.status NOT IN ('pending', 'rejected')) EXECUTE FUNCTION bump_content_version();
