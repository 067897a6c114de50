-- The business directory (issue 9). A business is a listing of kind 'business' (shared/listings/):
-- its fields, hours and location live in listings.attributes like every kind's; what it adds here
-- is named photo groups (generic: any kind may group its photos) and the 'open now' rule in SQL.

-- A post's photo may belong to a named group (a business's 'logo', 'cover', 'main', 'gallery');
-- null for kinds whose photos are one ordered list. The order stays `position` across groups.
ALTER TABLE photos ADD COLUMN role text CHECK (role IS NULL OR role ~ '^[a-z_]{1,20}$');

-- The hours that apply to a business on a local date: the first special period covering it
-- (attributes.special_hours: [{from, to, mode, opens?, closes?}]), else the week's day
-- (attributes.hours.monday … sunday). The SQL twin of hoursOn() in shared/listings/opening-hours.ts.
CREATE FUNCTION business_day_hours(attrs jsonb, day date) RETURNS jsonb
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT s.value
       FROM jsonb_array_elements(
              CASE WHEN jsonb_typeof(attrs -> 'special_hours') = 'array' THEN attrs -> 'special_hours'
                   ELSE '[]'::jsonb END) WITH ORDINALITY AS s(value, n)
      WHERE (s.value ->> 'from')::date <= day AND day <= (s.value ->> 'to')::date
      ORDER BY s.n
      LIMIT 1),
    attrs -> 'hours' -> (ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
                               'sunday'])[extract(isodow FROM day)::int])
$$;

-- Whether a business is open at `at` in time zone `tz`: today's hours, or yesterday's that run past
-- midnight (closes at or before opens). The SQL twin of isOpenAt() (opening-hours.ts; the int test
-- compares them), used by the 'open now' list filter on the rows the other filters leave.
CREATE FUNCTION business_open_at(attrs jsonb, at timestamptz, tz text) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(bool_or(at >= o.starts AND at < o.ends), false)
    FROM (VALUES ((at AT TIME ZONE tz)::date - 1), ((at AT TIME ZONE tz)::date)) AS d(day)
   CROSS JOIN LATERAL (SELECT business_day_hours(attrs, d.day) AS h) AS dh
   CROSS JOIN LATERAL (
     SELECT CASE dh.h ->> 'mode'
              WHEN 'open24' THEN d.day::timestamp AT TIME ZONE tz
              WHEN 'hours' THEN (d.day + (dh.h ->> 'opens')::time) AT TIME ZONE tz
            END AS starts,
            CASE dh.h ->> 'mode'
              WHEN 'open24' THEN (d.day + 1)::timestamp AT TIME ZONE tz
              WHEN 'hours' THEN
                (d.day + CASE WHEN (dh.h ->> 'closes')::time <= (dh.h ->> 'opens')::time THEN 1 ELSE 0 END
                       + (dh.h ->> 'closes')::time) AT TIME ZONE tz
            END AS ends) AS o
$$;

-- No index of its own: a sub-category's businesses are `attributes @> {"sub_category_ids": [id]}`,
-- served by the attributes' GIN index (0040) beside the feed index; 'open now' is a function of the
-- clock, checked on the rows the other conditions leave.
