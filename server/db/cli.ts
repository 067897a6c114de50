import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { BackupError, BACKUP_DIR, backupDatabase, newestBackup, restoreDatabase } from './backup.ts';
import { createDatabase } from './database.ts';
import { EmbeddedStartError, runningEmbedded } from './embedded.ts';
import { resolveDataDir } from './embedded-layout.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedBenchListings } from './bench-seed.ts';
import { openDatabase } from './setup.ts';
import { AdminCreateError, promoteToAdmin } from '../modules/accounts/admin-create.ts';

const say = (m: string) => console.log(`[jaliya] ${m}`);

/** A bad count for seed:bench: one line, like the other mistakes a user can fix. */
class BenchCountError extends Error {}

/**
 * The database to work on: DATABASE_URL, the embedded server `npm start` is running, or the embedded
 * server started for this command alone (and stopped after it).
 */
async function withDatabase<T>(
  work: (url: string, handle: Awaited<ReturnType<typeof openDatabase>> | null) => Promise<T>,
) {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const running = runningEmbedded(
      resolveDataDir(config.EMBEDDED_PG_DIR, { stateRoot: config.EMBEDDED_PG_STATE_DIR }).dataDir,
    );
    if (running) return work(running.url, null);
  }
  const handle = await openDatabase(config, { say });
  try {
    return await work(handle.url, handle);
  } finally {
    await handle.close();
  }
}

async function reset() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const { db, pool } = createDatabase(config.DATABASE_URL, 1);
    await pool.query('drop schema public cascade; create schema public;');
    await pool.query('drop table if exists schema_migrations');
    await db.destroy();
  } else {
    const { dataDir } = resolveDataDir(config.EMBEDDED_PG_DIR, { stateRoot: config.EMBEDDED_PG_STATE_DIR });
    const running = runningEmbedded(dataDir);
    if (running)
      throw new EmbeddedStartError(
        `The embedded PostgreSQL (pid ${running.pid}) is running on ${dataDir}: stop npm start first, then reset.`,
      );
    rmSync(dataDir, { recursive: true, force: true });
  }
  say('database reset');
}

/** npm run db:migrate | db:seed | db:reset | db:backup | db:restore [file] | seed:bench [count] */
async function run(command: string, argument?: string) {
  if (command === 'backup') {
    await withDatabase(async (url, handle) => {
      const started = Date.now();
      const { file, bytes } = await backupDatabase(url, BACKUP_DIR, handle?.embedded?.layout.binDir);
      say(
        `backup written: ${file} (${(bytes / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    });
    return;
  }
  if (command === 'restore') {
    const file = argument ?? newestBackup();
    await withDatabase(async (url, handle) => {
      const started = Date.now();
      await restoreDatabase(url, file, handle?.embedded?.layout.binDir);
      say(`restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
    return;
  }
  if (command === 'admin-create') {
    await withDatabase(async (url) => {
      const { db } = createDatabase(url, 1);
      try {
        const admin = await promoteToAdmin(db, argument);
        say(`${admin.email} (user ${admin.id}) is now an admin`);
      } finally {
        await db.destroy();
      }
    });
    return;
  }
  if (command === 'seed-bench') {
    const count = Number(argument ?? 100_000);
    if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
      throw new BenchCountError(`seed:bench takes a number of listings from 1 to 5000000, not ${argument}`);
    const config = loadConfig();
    await withDatabase(async (url) => {
      const { db, pool } = createDatabase(url, 2);
      try {
        await migrate(pool);
        // the demo city first (categories, pages, blog) when the database is empty
        if (await seedIfEmpty(db, config, { say })) say('seeded the demo city');
        const result = await seedBenchListings(pool, {
          cityId: config.CITY_ID,
          count,
          ttlDays: config.LISTING_TTL_DAYS,
          say: (m) => process.stdout.write(`\r[jaliya] ${m}`),
        });
        process.stdout.write('\n');
        say(
          `bench data: ${result.listings} listings by ${result.users} users in ${result.seconds.toFixed(1)} s`,
        );
      } finally {
        await db.destroy();
      }
    });
    return;
  }
  if (command === 'reset') await reset();
  const config = loadConfig();
  await withDatabase(async (url) => {
    const { db, pool } = createDatabase(url, 2);
    try {
      const applied = await migrate(pool);
      say(`migrations applied: ${applied.length ? applied.join(', ') : 'none needed'}`);
      if (command !== 'migrate')
        say(`seeded: ${(await seedIfEmpty(db, config, { say })) ? 'yes' : 'no (not empty)'}`);
    } finally {
      await db.destroy();
    }
  });
}

void run(process.argv[2] ?? 'migrate', process.argv[3]).catch((error) => {
  // what a user can fix is one line; anything else keeps its stack
  if (
    error instanceof BackupError ||
    error instanceof EmbeddedStartError ||
    error instanceof AdminCreateError ||
    error instanceof BenchCountError
  )
    console.error(`[jaliya] ${error.message}`);
  else console.error(error);
  process.exit(1);
});
