import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createDatabase, type DB } from './database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

export interface DatabaseHandle {
  db: DB;
  pool: pg.Pool;
  url: string;
  embedded: EmbeddedServer | null;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under ./data when it is unset. */
export async function openDatabase(config: AppConfig, log: (m: string) => void = () => {}): Promise<DatabaseHandle> {
  let embedded: EmbeddedServer | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    log(`starting embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.EMBEDDED_PG_DIR})`);
    embedded = await startEmbeddedPostgres(config.EMBEDDED_PG_DIR, config.EMBEDDED_PG_PORT);
    url = embedded.url;
  }
  const { db, pool } = createDatabase(url);
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

/** Migrations, then demo content when the database has none. */
export async function prepareDatabase(handle: DatabaseHandle, config: AppConfig, log: (m: string) => void = () => {}) {
  const applied = await migrate(handle.pool);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (config.SEED_DEMO && (await seedIfEmpty(handle.db, config))) log('seeded bilingual demo content');
}
