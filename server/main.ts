import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedStartError } from './db/embedded.ts';
import { type DatabaseHandle, openDatabase, prepareDatabase } from './db/setup.ts';
import { type JobWorker, startJobWorker } from './modules/jobs/jobs.worker.ts';

/** Starts Jaliya: database (embedded unless DATABASE_URL), migrations, seed, then HTTP. */
async function main() {
  const started = Date.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration is invalid. Fix these keys:\n  - ${error.keys.join('\n  - ')}`);
      process.exit(1);
    }
    throw error;
  }
  const say = (m: string) => console.log(`[jaliya] ${m}`);
  // database events (embedded server exits and restarts) as structured lines, like the request log
  const databaseLog = pino({ level: config.LOG_LEVEL, base: { component: 'database' } });
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config, {
      say,
      onEvent: ({ level, msg, ...fields }) => databaseLog[level](fields, msg),
    });
  } catch (error) {
    // a start the user can fix gets one line that says why and what to do
    if (!(error instanceof EmbeddedStartError)) throw error;
    console.error(`[jaliya] ${error.message}`);
    process.exit(1);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // the worker first: jobs in hand finish while the database is still there
    await worker?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let worker: JobWorker | undefined;
  // `on`, not `once`: a second signal (a process group's and its parent's, as the browser tests'
  // runner sends them) would otherwise kill the process mid-shutdown and orphan the embedded PostgreSQL
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await prepareDatabase(database, config, say);
    app = await buildApp({ config, db: database.db });
    await app.listen({ host: config.HOST, port: config.PORT });
    // queued mail (and later other jobs) go out from here; tests drive the queue themselves
    worker = startJobWorker(app.services.jobs, { intervalMs: 500, log: app.log });
  } catch (error) {
    console.error(error);
    await database.close().catch(() => {});
    process.exit(1);
  }
  say(`ready on ${config.PUBLIC_URL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

void main();
