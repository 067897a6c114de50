-- Uploaded photos (decision 090). A photo belongs to its uploader from the upload on; a post takes
-- it by listing_id (in the order of `position`). One that no post uses is deleted after 24 hours by
-- a `photo-cleanup` job queued with the upload (server/modules/photos/photo-cleanup.job.ts).
CREATE TABLE photos (
  -- random, and also the unguessable part of the variants' file names
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id integer REFERENCES listings(id) ON DELETE SET NULL,
  position smallint,
  -- the upright original's size, after orientation
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- [{ "width", "height", "key" }] storage keys of the WebP variants, smallest first
  variants jsonb NOT NULL,
  -- thumbhash, base64: a blurred preview drawn before the first variant arrives
  placeholder text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX photos_listing ON photos (listing_id, position) WHERE listing_id IS NOT NULL;
CREATE INDEX photos_owner ON photos (owner_id);
