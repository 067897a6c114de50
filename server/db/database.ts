import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// timestamptz arrives as Date; int8 (counts) as number — counts here never pass 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type DB = Kysely<Database>;

/**
 * A pool that survives its server going away: pg drops a client whose connection broke and opens a
 * new one on next use, so nothing has to reconnect by hand once PostgreSQL is back.
 */
export function createDatabase(
  url: string,
  max = 10,
  onConnectionLost: (error: Error) => void = () => {},
): { db: DB; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A connection whose server dies emits 'error': on the pool when it is idle, on the client when it
  // is checked out (pg-pool leaves those unhandled). Unhandled, either would end the process; the
  // query in flight fails on its own (a 503) and the pool drops the broken client.
  pool.on('error', (error) => onConnectionLost(error));
  pool.on('connect', (client) => client.on('error', (error) => onConnectionLost(error)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/** A write refused by a unique index (PostgreSQL's 23505): what a race between two writers ends in. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Whether the database answers (`/readyz`). */
export async function isDatabaseUp(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
