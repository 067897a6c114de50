-- "Salary: high to low" on the jobs board compares a year's pay, not the number as written: $20 an
-- hour (41,600 a year) comes before $3,000 a month (36,000). The same keyset pages as 0061, on the
-- expression the repository orders jobs by (shared/listings/job.ts `priceOrder`, written out here:
-- a change of its factors needs a migration like this one, or the order falls back to a sort).
CREATE INDEX listings_published_job_pay_asc ON listings (
  city_id, kind, (price IS NULL),
  COALESCE(price * CASE attributes->>'salary_type'
    WHEN 'hour' THEN 2080 WHEN 'day' THEN 260 WHEN 'week' THEN 52 WHEN 'month' THEN 12 ELSE 1 END, 0),
  id
) WHERE status = 'published' AND kind = 'job';
CREATE INDEX listings_published_job_pay_desc ON listings (
  city_id, kind, (price IS NOT NULL),
  COALESCE(price * CASE attributes->>'salary_type'
    WHEN 'hour' THEN 2080 WHEN 'day' THEN 260 WHEN 'week' THEN 52 WHEN 'month' THEN 12 ELSE 1 END, 0),
  id
) WHERE status = 'published' AND kind = 'job';
