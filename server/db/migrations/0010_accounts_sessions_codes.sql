-- Accounts: users, opaque sessions (hashed), one-time codes (hashed), and favourites generic over kinds.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  -- stored lower-cased; the unique index makes "taken" a database fact, not a race
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  password_hash text NOT NULL,
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar')),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator', 'admin')),
  email_verified_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- sha256 of the 256-bit token; the token itself is never stored
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE one_time_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  code_hash bytea NOT NULL,
  -- the address a change_email code is bound to
  new_email text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3)
);
CREATE INDEX one_time_codes_user_purpose ON one_time_codes (user_id, purpose, created_at DESC);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('blog', 'business', 'product', 'rent', 'job')),
  item_id integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, item_id)
);
CREATE INDEX favorites_user_kind_created ON favorites (user_id, kind, created_at DESC);
-- removing an item removes it from everyone's saved lists
CREATE INDEX favorites_kind_item ON favorites (kind, item_id);
