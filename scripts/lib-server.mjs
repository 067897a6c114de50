// Helpers the measuring scripts share: start the production server on a throwaway database, wait
// for it, and stop it (and the database) afterwards. Loopback only.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl`, named `prefix` (an identifier)
 * and the time: its URL and `drop()` (which ends its sessions first).
 */
export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts dist/main.js on `port` with a fresh database; resolves with its pid and a stop() function.
 * `nodeArgs` go to node itself (e.g. --cpu-prof); `prepare(env)` runs first, with the server's environment;
 * `databaseUrl` runs it on that database as it is instead of a fresh one.
 */
export async function startServer({
  port,
  name,
  extraEnv = {},
  nodeArgs = [],
  prepare,
  databaseUrl,
  nice = 0,
}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // the demo seed's photos of this throwaway run
    MEDIA_DIR: `data/${name}-media`,
    ...extraEnv,
  };
  rmSync(`${root}/data/${name}-media`, { recursive: true, force: true });
  let drop = async () => {};
  if (databaseUrl) {
    // a database the caller made (and keeps): used as it is, never dropped
    env.DATABASE_URL = databaseUrl;
  } else if (process.env.DATABASE_URL) {
    // a database name is an identifier: the measuring scripts' names hold hyphens (measure-html)
    const database = await createDatabase(process.env.DATABASE_URL, `jaliya_${name.replace(/\W/g, '_')}`);
    env.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    env.EMBEDDED_PG_DIR = `data/${name}-postgres`;
    env.EMBEDDED_PG_PORT = String(54400 + (port % 100));
    rmSync(`${root}/${env.EMBEDDED_PG_DIR}`, { recursive: true, force: true });
  }
  // e.g. fill the fresh database before the server starts on it (bench-listings)
  if (prepare) await prepare(env);
  const command = [process.execPath, ...nodeArgs, `${process.env.OUT_DIR ?? '.'}/dist/main.js`];
  // `nice`: the server and what it starts (the embedded PostgreSQL) yield the CPU to the browser
  // that measures them, as a server on another machine would (audit-web)
  if (nice) command.unshift('nice', '-n', String(nice));
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // a first start seeds the demo city (its photos take a few seconds, more on a busy machine)
  await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000);
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await drop().catch(() => {});
    },
  };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** CPU seconds a process has used so far (Linux /proc), or NaN elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of the file, 12 and 13 after the command name) in clock ticks
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
