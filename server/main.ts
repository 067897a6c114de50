import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, prepareDatabase } from './db/setup.ts';

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
  const database = await openDatabase(config, say);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await prepareDatabase(database, config, say);
    app = await buildApp({ config, db: database.db });
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    console.error(error);
    await database.close().catch(() => {});
    process.exit(1);
  }
  say(`ready on ${config.PUBLIC_URL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

void main();
