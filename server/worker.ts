import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedStartError, runningEmbedded } from './db/embedded.ts';
import { resolveDataDir } from './db/embedded-layout.ts';
import { createDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type DatabaseHandle, openDatabase } from './db/setup.ts';
import { startJobWorker } from './modules/jobs/jobs.worker.ts';
import { createServices } from './services.ts';

/**
 * npm run worker: the job workers alone (mail, photo clean-up, every kind of job-kinds.ts), without
 * the web server, on DATABASE_URL — or on the embedded PostgreSQL `npm start` runs, or one of its
 * own when none runs. Any number may run beside `npm start` (which keeps its own worker): claims
 * use SKIP LOCKED and leases (decision 040), so no job runs twice at once. SIGTERM or SIGINT lets
 * the jobs in hand finish, then exits 0.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration is invalid. Fix these keys:\n  - ${error.keys.join('\n  - ')}`);
    process.exit(1);
  }
  const say = (m: string) => console.log(`[jaliya worker] ${m}`);
  const log = pino({ level: config.LOG_LEVEL, base: { component: 'worker' } });

  let database: Pick<DatabaseHandle, 'db' | 'pool' | 'close'>;
  const running = config.DATABASE_URL
    ? null
    : runningEmbedded(
        resolveDataDir(config.EMBEDDED_PG_DIR, { stateRoot: config.EMBEDDED_PG_STATE_DIR }).dataDir,
      );
  if (running) {
    // npm start's embedded server: use it, and leave it running when this worker stops
    const { db, pool } = createDatabase(running.url, 4);
    database = { db, pool, close: () => db.destroy() };
    say(`using the embedded PostgreSQL of npm start (pid ${running.pid})`);
  } else {
    try {
      database = await openDatabase(config, {
        say,
        onEvent: ({ level, msg, ...fields }) => log[level](fields, msg),
      });
    } catch (error) {
      if (!(error instanceof EmbeddedStartError)) throw error;
      console.error(`[jaliya worker] ${error.message}`);
      process.exit(1);
    }
  }
  // the same schema the web server would bring (an advisory lock keeps two migrators apart)
  const applied = await migrate(database.pool);
  if (applied.length) say(`applied migrations: ${applied.join(', ')}`);

  const services = createServices({ db: database.db, config, log });
  const worker = startJobWorker(services.jobs, { intervalMs: 500, log });
  say('processing jobs; SIGTERM or Ctrl-C stops after the jobs in hand');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: finishing the jobs in hand`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await worker.stop();
    await services.rateLimiter.store.close().catch(() => {});
    await database.close().catch(() => {});
    say('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
