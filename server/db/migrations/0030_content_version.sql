-- One counter that every write to a table shown on guest pages or cached API answers moves on.
-- The in-memory caches compare it with the version they stored an answer under (checked at most
-- every CACHE_CHECK_MS), so any writer — a future admin screen, the seed, psql, a second process —
-- invalidates them. The UPDATE is part of the writing transaction: the new number becomes visible
-- together with the rows it describes, never before them (a sequence would be seen too early).
CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cities', 'settings', 'states', 'categories', 'pages', 'hero_slides',
                           'welcome_items', 'blog_posts', 'user_guides'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()',
      t || '_content_version', t);
  END LOOP;
END
$$;
