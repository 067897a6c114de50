import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { inject } from 'vitest';
import { createDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * The plans of the queries `run` sends through a logging Kysely on the test database, each as JSON
 * text. A tiny test table is rightly seq-scanned, so scans and sorts are priced out: the plan shows
 * whether an order can come from an index at all (a Sort it needs still appears).
 */
export async function plansOf(run: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
  const { pool } = createDatabase(inject('databaseUrl'), 1);
  const queries: CompiledQuery[] = [];
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    await run(logged);
    const client = await pool.connect();
    try {
      const plans: string[] = [];
      for (const query of queries) {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        await client.query('set local enable_sort = off');
        const { rows } = await client.query(`explain (format json) ${query.sql}`, [...query.parameters]);
        await client.query('rollback');
        plans.push(JSON.stringify(rows[0]['QUERY PLAN']));
      }
      return plans;
    } finally {
      client.release();
    }
  } finally {
    await logged.destroy();
  }
}
