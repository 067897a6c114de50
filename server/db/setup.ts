import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createDatabase, type DB } from './database.ts';
import { type EmbeddedEvent, type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  url: string;
  embedded: EmbeddedServer | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** plain start-up lines ("[jaliya] …") */
  say?: (m: string) => void;
  /** structured events: embedded server exits and restarts, lost idle connections */
  onEvent?: (event: EmbeddedEvent) => void;
  /** where the platform package is (tests place one in a private folder) */
  platformPackageDir?: string;
}

/** Connects to DATABASE_URL, or starts (and supervises) the embedded PostgreSQL when it is unset. */
export async function openDatabase(
  config: AppConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const { say = () => {}, onEvent = () => {} } = options;
  let embedded: EmbeddedServer | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      durable: !config.EMBEDDED_PG_THROWAWAY,
      stateRoot: config.EMBEDDED_PG_STATE_DIR,
      platformPackageDir: options.platformPackageDir,
      onEvent,
    });
    const where = embedded.layout.relocatedBecause
      ? `data lives in ${embedded.dataDir} (${embedded.layout.relocatedBecause})`
      : `data lives in ${embedded.dataDir}`;
    const durability = config.EMBEDDED_PG_THROWAWAY ? ', THROW-AWAY: durability off' : '';
    say(`embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT}${durability}; ${where}`);
    url = embedded.url;
  }
  const { db, pool } = createDatabase(url, 10, onConnectionLost(onEvent));
  return {
    db,
    pool,
    url,
    embedded,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/** One warning per outage, not one per pooled connection: the pool replaces lost clients by itself. */
function onConnectionLost(onEvent: (event: EmbeddedEvent) => void) {
  let last = 0;
  return (error: Error) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    onEvent({
      level: 'warn',
      msg: 'database connection lost; the pool reconnects on next use',
      error: error.message,
    });
  };
}

/** Migrations, then demo content when the database has none. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: AppConfig,
  log: (m: string) => void = () => {},
) {
  const applied = await migrate(handle.pool);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (config.SEED_DEMO && (await seedIfEmpty(handle.db, config, { say: log })))
    log('seeded bilingual demo content');
}
