import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Where an enqueue runs: the app's pool, or the caller's transaction (queued only if it commits). */
export type JobExecutor = Kysely<Database>;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Including this run. */
  attempts: number;
  max_attempts: number;
}

/** Every SQL statement of the job queue. */
export function jobsRepository(db: DB) {
  return {
    async insert(
      executor: JobExecutor,
      job: { kind: string; payload: unknown; runAt: Date; maxAttempts: number },
    ): Promise<number> {
      const row = await executor
        .insertInto('jobs')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          run_at: job.runAt,
          max_attempts: job.maxAttempts,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertMany(
      executor: JobExecutor,
      jobs: Array<{ kind: string; payload: unknown; runAt: Date; maxAttempts: number }>,
    ): Promise<number> {
      if (!jobs.length) return 0;
      const result = await executor
        .insertInto('jobs')
        .values(
          jobs.map((job) => ({
            kind: job.kind,
            payload: JSON.stringify(job.payload),
            run_at: job.runAt,
            max_attempts: job.maxAttempts,
          })),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /**
     * Takes up to `limit` due jobs for this worker: queued ones whose time has come, and running ones
     * whose lease ran out (their worker died). SKIP LOCKED lets parallel workers take disjoint rows;
     * the claim commits at once, so the lease (not a held lock) keeps others away while the job runs.
     */
    async claimDue(now: Date, limit: number, leaseMs: number, kinds?: string[]): Promise<ClaimedJob[]> {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      const ofKinds = kinds ? sql`AND kind = ANY(${kinds})` : sql``;
      const { rows } = await sql<ClaimedJob>`
      UPDATE jobs
      SET state = 'running', attempts = attempts + 1, locked_until = ${lockedUntil}, updated_at = ${now}
      WHERE id IN (
        SELECT id FROM jobs
        WHERE ((state = 'queued' AND run_at <= ${now}) OR (state = 'running' AND locked_until <= ${now}))
          ${ofKinds}
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, max_attempts`.execute(db);
      return rows;
    },

    /**
     * A finished job is deleted: its payload may hold a one-time code or token, which should not
     * outlive the mail. `attempts` fences a worker whose lease expired and whose job was taken again.
     */
    async complete(id: number, attempts: number) {
      await db.deleteFrom('jobs').where('id', '=', id).where('attempts', '=', attempts).execute();
    },

    async retryAt(id: number, attempts: number, runAt: Date, error: string, now: Date) {
      await db
        .updateTable('jobs')
        .set({ state: 'queued', run_at: runAt, locked_until: null, last_error: error, updated_at: now })
        .where('id', '=', id)
        .where('attempts', '=', attempts)
        .execute();
    },

    async bury(id: number, attempts: number, error: string, payload: unknown, now: Date) {
      await db
        .updateTable('jobs')
        .set({
          state: 'dead',
          locked_until: null,
          last_error: error,
          payload: JSON.stringify(payload),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('attempts', '=', attempts)
        .execute();
    },

    findById(id: number) {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
