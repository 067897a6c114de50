CREATE TABLE cities (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- One row per city: what the header and footer show (product description §3, general settings).
CREATE TABLE settings (
  city_id integer PRIMARY KEY REFERENCES cities(id) ON DELETE CASCADE,
  navbar_logo text NOT NULL,
  logo text NOT NULL,
  -- {"service_provider": 1, "shops": 2, "market_place": 3, "rent": 4, "jobs": 5}: a service is offered when its id is present
  services jsonb NOT NULL DEFAULT '{}',
  -- [{"type": "youtube", "url": "…"}], at most six shown
  social_links jsonb NOT NULL DEFAULT '[]',
  subscribe_en text NOT NULL DEFAULT '',
  subscribe_ar text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  copyright_en text NOT NULL DEFAULT '',
  copyright_ar text NOT NULL DEFAULT '',
  app_store_url text,
  play_store_url text,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE states (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  image text NOT NULL,
  url text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX states_city_position ON states (city_id, position);

-- Directory categories: a main category (parent_id null) has sub-categories. kind 'shops' or 'service'.
CREATE TABLE categories (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  parent_id integer REFERENCES categories(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('shops', 'service', 'business', 'market')),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  image text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_city_kind ON categories (city_id, kind, parent_id, position);

CREATE TABLE pages (
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key IN ('about', 'our_services', 'contact', 'privacy', 'terms', 'eula')),
  title_en text NOT NULL,
  title_ar text NOT NULL,
  -- rich text, sanitised on write and again on read
  body_en text NOT NULL,
  body_ar text NOT NULL,
  image text,
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (city_id, key)
);

CREATE TABLE hero_slides (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL,
  description_ar text NOT NULL,
  image text NOT NULL,
  square_image text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE welcome_items (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('youtube', 'image')),
  link text NOT NULL,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  slug text NOT NULL,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  excerpt_en text NOT NULL DEFAULT '',
  excerpt_ar text NOT NULL DEFAULT '',
  body_en text NOT NULL,
  body_ar text NOT NULL,
  image text NOT NULL,
  author_en text NOT NULL DEFAULT '',
  author_ar text NOT NULL DEFAULT '',
  published_at timestamptz(3) NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (bilingual_tsvector(title_en, excerpt_en || ' ' || body_en, title_ar, excerpt_ar || ' ' || body_ar)) STORED,
  title_norm text GENERATED ALWAYS AS (ar_normalize(title_en || ' ' || title_ar)) STORED,
  UNIQUE (city_id, slug)
);
-- keyset pagination: newest first, id breaks ties
CREATE INDEX blog_posts_city_published ON blog_posts (city_id, published_at DESC, id DESC);
CREATE INDEX blog_posts_search ON blog_posts USING gin (search);
CREATE INDEX blog_posts_title_trgm ON blog_posts USING gin (title_norm gin_trgm_ops);

CREATE TABLE user_guides (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN ('how_to_use', 'faq', 'general_tips', 'tour')),
  slug text NOT NULL,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  body_en text NOT NULL,
  body_ar text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  search tsvector GENERATED ALWAYS AS (bilingual_tsvector(title_en, body_en, title_ar, body_ar)) STORED,
  title_norm text GENERATED ALWAYS AS (ar_normalize(title_en || ' ' || title_ar)) STORED,
  UNIQUE (city_id, slug)
);
CREATE INDEX user_guides_city_section ON user_guides (city_id, section, position);
CREATE INDEX user_guides_search ON user_guides USING gin (search);
CREATE INDEX user_guides_title_trgm ON user_guides USING gin (title_norm gin_trgm_ops);

CREATE TABLE subscribers (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  email text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ar')),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_city_email ON subscribers (city_id, lower(email));

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ar')),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_city_created ON contact_messages (city_id, created_at DESC);
