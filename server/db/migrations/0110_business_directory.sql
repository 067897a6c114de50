-- The directory's reads at scale (decision 106, "Sub-category lists and 'open now' at 100 000
-- posts"): a sub-category's list walks an ordered index instead of matching every business of the
-- sub-category through the attributes' GIN index and sorting them, and 'open now' is a range test on
-- precomputed weekly hours instead of the PL/pgSQL business_open_at() on every row.

-- The weekly hours (attributes.hours) as minutes of a week on the city's wall clock, Monday 00:00 =
-- 0, up to 7 × 1440 = 10080: each day's [opens, closes), a closing at or before the opening running
-- into the next day (Sunday's into Monday's start), an open24 day its whole [0, 1440). Zone-free, so
-- IMMUTABLE: the instant is turned into a wall minute of the week at query time. The rule of
-- business_day_hours()/business_open_at() (0100): a day without known hours is closed.
CREATE FUNCTION business_weekly_open(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(range_agg(part), '{}'::int4multirange)
    FROM (
      SELECT day * 1440 + (extract(epoch FROM (h ->> 'opens')::time) / 60)::int AS s,
             day * 1440 + (extract(epoch FROM (h ->> 'closes')::time) / 60)::int
               + CASE WHEN (h ->> 'closes')::time <= (h ->> 'opens')::time THEN 1440 ELSE 0 END AS e
        FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
               WITH ORDINALITY AS w(name, n),
             LATERAL (SELECT (n - 1)::int AS day, hours -> name AS h) AS d
       WHERE h ->> 'mode' = 'hours'
      UNION ALL
      SELECT (n - 1)::int * 1440, n::int * 1440
        FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
               WITH ORDINALITY AS w(name, n)
       WHERE hours -> name ->> 'mode' = 'open24'
    ) AS spans,
    -- Sunday's hours past midnight wrap round to Monday morning
    LATERAL (SELECT int4range(s, least(e, 10080)) AS part
             UNION ALL
             SELECT int4range(0, e - 10080) WHERE e > 10080) AS parts
$$;

-- The dates special periods cover (attributes.special_hours, both ends included): on those dates
-- the week's hours do not apply, so a business whose special dates touch today or yesterday is
-- answered by business_open_at() (its special periods first, exactly as isOpenAt()).
CREATE FUNCTION business_special_dates(special jsonb) RETURNS datemultirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(range_agg(daterange((p ->> 'from')::date, (p ->> 'to')::date, '[]')), '{}'::datemultirange)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(special) = 'array' THEN special ELSE '[]' END) AS p
   WHERE (p ->> 'from')::date <= (p ->> 'to')::date
$$;

-- The wall-clock minute of the week (Monday 00:00 = 0) of instant `at` in zone `tz`.
CREATE FUNCTION wall_minute_of_week(at timestamptz, tz text) RETURNS int
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((extract(isodow FROM local) - 1) * 1440 + extract(hour FROM local) * 60 + extract(minute FROM local))::int
    FROM (SELECT at AT TIME ZONE tz AS local) AS l
$$;

-- Whether zone `tz` keeps one UTC offset from 26 hours before `at` to 26 hours after. Only then is
-- the wall-clock week exact: near a change an opening or closing time the spring-forward skips or
-- the fall-back repeats is resolved to an instant (business_open_at, isOpenAt) up to the size of the
-- change away from where the wall clock shows it. 26 hours covers any offset change up to a day
-- (Samoa's skipped day of 2011 included); a DST change of an hour is bracketed by about 52 hours of
-- the exact function a year twice, on the same ordered walk.
CREATE FUNCTION tz_steady_around(at timestamptz, tz text) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((at - interval '26 hours') AT TIME ZONE tz) - ((at - interval '26 hours') AT TIME ZONE 'UTC')
           = (at AT TIME ZONE tz) - (at AT TIME ZONE 'UTC')
     AND ((at + interval '26 hours') AT TIME ZONE tz) - ((at + interval '26 hours') AT TIME ZONE 'UTC')
           = (at AT TIME ZONE tz) - (at AT TIME ZONE 'UTC')
$$;

-- One row per published business and sub-category: the sub-category list's order (newest first,
-- keyset on (published_at, listing_id)) and what 'open now' needs, next to each other. Kept in step
-- with listings by the triggers below, whatever changes a business (create, edit, hours, moderation,
-- renewal, expiry, deletion); only published businesses have rows (an expired one keeps them until
-- its status moves: expires_at is checked at read time, like visible('listed')).
CREATE TABLE business_directory (
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  sub_category_id integer NOT NULL,
  city_id integer NOT NULL,
  published_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3),
  weekly_open int4multirange NOT NULL,
  special_dates datemultirange NOT NULL,
  PRIMARY KEY (listing_id, sub_category_id)
);
CREATE INDEX business_directory_feed
  ON business_directory (city_id, sub_category_id, published_at DESC, listing_id DESC);

CREATE FUNCTION business_directory_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM business_directory WHERE listing_id = OLD.id;
  END IF;
  IF NEW.kind = 'business' AND NEW.status = 'published' AND NEW.published_at IS NOT NULL THEN
    INSERT INTO business_directory
      (listing_id, sub_category_id, city_id, published_at, expires_at, weekly_open, special_dates)
    SELECT DISTINCT NEW.id, s.value::text::integer, NEW.city_id, NEW.published_at, NEW.expires_at,
           business_weekly_open(NEW.attributes -> 'hours'),
           business_special_dates(NEW.attributes -> 'special_hours')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.attributes -> 'sub_category_ids') = 'array'
                                     THEN NEW.attributes -> 'sub_category_ids' ELSE '[]' END) AS s
     WHERE jsonb_typeof(s.value) = 'number' AND s.value::text ~ '^[0-9]{1,9}$';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER business_directory_insert AFTER INSERT ON listings
  FOR EACH ROW WHEN (NEW.kind = 'business') EXECUTE FUNCTION business_directory_sync();
CREATE TRIGGER business_directory_update
  AFTER UPDATE OF kind, status, city_id, attributes, published_at, expires_at ON listings
  FOR EACH ROW WHEN (NEW.kind = 'business' OR OLD.kind = 'business') EXECUTE FUNCTION business_directory_sync();

INSERT INTO business_directory
  (listing_id, sub_category_id, city_id, published_at, expires_at, weekly_open, special_dates)
SELECT DISTINCT l.id, s.value::text::integer, l.city_id, l.published_at, l.expires_at,
       business_weekly_open(l.attributes -> 'hours'), business_special_dates(l.attributes -> 'special_hours')
  FROM listings l,
       jsonb_array_elements(CASE WHEN jsonb_typeof(l.attributes -> 'sub_category_ids') = 'array'
                                 THEN l.attributes -> 'sub_category_ids' ELSE '[]' END) AS s
 WHERE l.kind = 'business' AND l.status = 'published' AND l.published_at IS NOT NULL
   AND jsonb_typeof(s.value) = 'number' AND s.value::text ~ '^[0-9]{1,9}$';

ANALYZE business_directory;
