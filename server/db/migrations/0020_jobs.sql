-- A small durable job queue (mail first; the listings issue adds image work). Workers claim due rows
-- with FOR UPDATE SKIP LOCKED, so several workers (or nodes) never take the same job at once.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  -- queued: waiting for run_at; running: claimed until locked_until (a crashed worker's job is
  -- taken again after that); dead: gave up after max_attempts, kept for inspection. Done jobs are deleted.
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'dead')),
  run_at timestamptz(3) NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  last_error text,
  locked_until timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
-- what a worker scans: live jobs by due time (dead rows stay out of the index)
CREATE INDEX jobs_due ON jobs (run_at) WHERE state <> 'dead';
CREATE INDEX jobs_dead ON jobs (updated_at) WHERE state = 'dead';
