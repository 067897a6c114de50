import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// timestamptz arrives as Date; int8 (counts) as number — counts here never pass 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type DB = Kysely<Database>;

export function createDatabase(url: string, max = 10): { db: DB; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server (restart) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
