-- The business directory (issue 9). A business is a listing of kind 'business' (shared/listings/):
-- its fields, hours and location live in listings.attributes like every kind's; what it adds here
-- is named photo groups (generic: any kind may group its photos) and the 'open now' rule in SQL.

-- A post's photo may belong to a named group (a business's 'logo', 'cover', 'main', 'gallery');
-- null for kinds whose photos are one ordered list. The order stays `position` across groups.
ALTER TABLE photos ADD COLUMN role text CHECK (role IS NULL OR role ~ '^[a-z_]{1,20}$');

-- The hours that apply to a business on a local date: the first special period covering it
-- (attributes.special_hours: [{from, to, mode, opens?, closes?}]), else the week's day
-- (attributes.hours.monday … sunday). The SQL twin of hoursOn() in shared/listings/opening-hours.ts.
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined is planned again on every call
-- (PostgreSQL 15), which made 'open now' over 600 rows take 0.7 s; PL/pgSQL keeps its plans.
CREATE FUNCTION business_day_hours(attrs jsonb, day date) RETURNS jsonb
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  period jsonb;
BEGIN
  IF jsonb_typeof(attrs -> 'special_hours') = 'array' AND jsonb_array_length(attrs -> 'special_hours') > 0 THEN
    FOR period IN SELECT value FROM jsonb_array_elements(attrs -> 'special_hours') LOOP
      IF (period ->> 'from')::date <= day AND day <= (period ->> 'to')::date THEN
        RETURN period;
      END IF;
    END LOOP;
  END IF;
  RETURN attrs -> 'hours' -> (ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
                                    'sunday'])[extract(isodow FROM day)::int];
END
$$;

-- Whether a business is open at `at` in time zone `tz`: today's hours, or yesterday's that run past
-- midnight (closes at or before opens). The SQL twin of isOpenAt() (opening-hours.ts; the int test
-- compares them), used by the 'open now' list filter on the rows the other filters leave.
CREATE FUNCTION business_open_at(attrs jsonb, at timestamptz, tz text) RETURNS boolean
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  today date := (at AT TIME ZONE tz)::date;
  day date;
  hours jsonb;
  opens time;
  closes time;
BEGIN
  FOREACH day IN ARRAY ARRAY[today - 1, today] LOOP
    hours := business_day_hours(attrs, day);
    IF hours ->> 'mode' = 'open24' THEN
      IF at >= (day::timestamp AT TIME ZONE tz) AND at < ((day + 1)::timestamp AT TIME ZONE tz) THEN
        RETURN true;
      END IF;
    ELSIF hours ->> 'mode' = 'hours' THEN
      opens := (hours ->> 'opens')::time;
      closes := (hours ->> 'closes')::time;
      IF at >= ((day + opens) AT TIME ZONE tz)
         AND at < (((day + CASE WHEN closes <= opens THEN 1 ELSE 0 END) + closes) AT TIME ZONE tz) THEN
        RETURN true;
      END IF;
    END IF;
  END LOOP;
  RETURN false;
END
$$;

-- No index of its own: a sub-category's businesses are `attributes @> {"sub_category_ids": [id]}`,
-- served by the attributes' GIN index (0040) beside the feed index; 'open now' is a function of the
-- clock, checked on the rows the other conditions leave.
