import type { DB } from '../../db/database.ts';
import { type JobKindName, type JobPayload, jobKinds } from './job-kinds.ts';
import { type JobContext, type JobKind, PermanentJobError } from './job-types.ts';
import { type ClaimedJob, type JobExecutor, jobsRepository } from './jobs.repository.ts';

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueDeps {
  db: DB;
  context: JobContext;
  log: JobLog;
  /** For the backoff jitter; tests pin it. */
  random?: () => number;
  /** How long a claimed job is its worker's before another may take it (a crashed worker's job). */
  leaseMs?: number;
}

export interface RunResult {
  claimed: number;
  done: number;
  retried: number;
  dead: number;
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so many jobs that
 * failed together (an SMTP outage) do not all come back in the same second.
 */
export function backoffDelay(attempt: number, backoff: JobKind<unknown>['backoff'], random = Math.random) {
  const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The error text kept on the row and logged: the error's message only (never a payload). */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A durable queue on PostgreSQL: `enqueue` inside the caller's transaction, `runDue` from a worker or a test. */
export function createJobQueue({
  db,
  context,
  log,
  random = Math.random,
  leaseMs = 5 * 60_000,
}: JobQueueDeps) {
  const repo = jobsRepository(db);
  const enqueueListeners = new Set<() => void>();
  const notify = () => {
    for (const listener of enqueueListeners) listener();
  };

  async function runOne(job: ClaimedJob, now: Date): Promise<'done' | 'retried' | 'dead'> {
    const kind = (jobKinds as Record<string, JobKind<unknown>>)[job.kind];
    const where = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (!kind || job.attempts > job.max_attempts) {
      // an unknown kind, or a job whose last try's worker died mid-run: nothing more to try
      const reason = kind ? 'worker lost during the last attempt' : 'unknown job kind';
      await repo.bury(job.id, job.attempts, reason, kind ? kind.redact(job.payload) : null, now);
      log.error({ ...where, err: reason }, 'job dead');
      return 'dead';
    }
    try {
      await kind.run(job.payload, context);
    } catch (error) {
      const err = errorText(error);
      if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        await repo.bury(job.id, job.attempts, err, kind.redact(job.payload), now);
        log.error({ ...where, err }, 'job dead');
        return 'dead';
      }
      const runAt = new Date(now.getTime() + backoffDelay(job.attempts, kind.backoff, random));
      await repo.retryAt(job.id, job.attempts, runAt, err, now);
      log.warn({ ...where, retryAt: runAt.toISOString(), err }, 'job failed, will retry');
      return 'retried';
    }
    await repo.complete(job.id, job.attempts);
    return 'done';
  }

  /**
   * Runs up to `limit` jobs due at `now` (tests pass their own clock), in parallel; `kinds` keeps a
   * test that moves the clock a day ahead from running other test files' jobs.
   */
  async function runDue({
    now = new Date(),
    limit = 10,
    kinds,
  }: {
    now?: Date;
    limit?: number;
    kinds?: JobKindName[];
  } = {}) {
    const claimed = await repo.claimDue(now, limit, leaseMs, kinds);
    const outcomes = await Promise.all(claimed.map((job) => runOne(job, now)));
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    return { claimed: claimed.length, done: count('done'), retried: count('retried'), dead: count('dead') };
  }

  return {
    runDue,
    /**
     * Queues a job. Pass the caller's transaction as `db` so the job exists exactly when the write
     * it belongs to does (a rolled-back registration sends no mail).
     */
    enqueue<K extends JobKindName>(
      kind: K,
      payload: JobPayload<K>,
      options: { db?: JobExecutor; runAt?: Date } = {},
    ): Promise<number> {
      return repo
        .insert(options.db ?? db, {
          kind,
          payload,
          runAt: options.runAt ?? new Date(),
          maxAttempts: jobKinds[kind].maxAttempts,
        })
        .then((id) => {
          notify();
          return id;
        });
    },

    /** Queues many jobs of one kind in one statement (a newsletter issue); returns how many. */
    enqueueMany<K extends JobKindName>(
      kind: K,
      payloads: Array<JobPayload<K>>,
      options: { db?: JobExecutor; runAt?: Date } = {},
    ): Promise<number> {
      const runAt = options.runAt ?? new Date();
      const maxAttempts = jobKinds[kind].maxAttempts;
      return repo
        .insertMany(
          options.db ?? db,
          payloads.map((payload) => ({ kind, payload, runAt, maxAttempts })),
        )
        .then((count) => {
          notify();
          return count;
        });
    },

    /** Called after each enqueue in this process (the worker wakes up instead of waiting to poll). */
    onEnqueue(listener: () => void): () => void {
      enqueueListeners.add(listener);
      return () => enqueueListeners.delete(listener);
    },

    /** Runs due jobs until none is left at `now` (jobs put off by a failure wait for a later `now`). */
    async drain({ now = new Date(), kinds }: { now?: Date; kinds?: JobKindName[] } = {}): Promise<RunResult> {
      const total: RunResult = { claimed: 0, done: 0, retried: 0, dead: 0 };
      for (;;) {
        const r = await runDue({ now, limit: 50, kinds });
        if (r.claimed === 0) return total;
        total.claimed += r.claimed;
        total.done += r.done;
        total.retried += r.retried;
        total.dead += r.dead;
      }
    },

    /** One job's row (state, attempts, last error), for tests and inspection. */
    find: (id: number) => repo.findById(id),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
