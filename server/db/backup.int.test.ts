import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { projectRoot } from '../lib/project-root.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

/**
 * npm run db:backup / db:restore through the CLI a user runs, on a database of its own (a restore
 * replaces everything): back up, change rows, restore, and every table is as it was.
 */
let database: TestDatabase;
let cwd: string;
const tsxLoader = pathToFileURL(join(projectRoot(), 'node_modules/tsx/dist/loader.mjs')).href;

beforeAll(async () => {
  database = await createTestDatabase('jaliya_backup', 'data/test-backup-postgres', 55421);
  const { db, pool } = createDatabase(database.url, 2);
  await migrate(pool);
  // the CLI writes data/backups/ under the folder it runs in; the demo photos go there too
  cwd = mkdtempSync(join(tmpdir(), 'jaliya-backup-'));
  await seedIfEmpty(db, loadConfig({}, { MEDIA_DIR: join(cwd, 'media') }));
  await db.destroy();
}, 120_000);
afterAll(async () => {
  await database.drop();
  rmSync(cwd, { recursive: true, force: true });
});

function cli(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', tsxLoader, join(projectRoot(), 'server/db/cli.ts'), ...args],
    {
      cwd,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** Every table of the schema: its row count and a checksum of all its rows. */
async function snapshot() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const result: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${client.escapeIdentifier(name)} t`,
      );
      result[name] = rows[0];
    }
    return result;
  } finally {
    await client.end();
  }
}

async function changeData() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(
      `insert into contact_messages (city_id, name, email, message, lang) values (9, 'After', 'after@example.com', 'written after the backup', 'en')`,
    );
    await client.query(`update cities set name_en = 'Changed' where id = 9`);
    await client.query(`delete from blog_posts where id = (select min(id) from blog_posts)`);
  } finally {
    await client.end();
  }
}

describe('npm run db:backup / db:restore', () => {
  it('restores the newest backup: every table back to its counts and checksums', async () => {
    const before = await snapshot();
    expect(before.blog_posts.rows).toBeGreaterThan(0);

    const backup = cli('backup');
    expect(backup.status, backup.out).toBe(0);
    const files = readdirSync(join(cwd, 'data', 'backups'));
    // custom format, named by the time it was taken
    expect(files).toEqual([expect.stringMatching(/^jaliya-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.dump$/)]);
    // only its owner may read it (e-mails, password hashes)
    expect(statSync(join(cwd, 'data', 'backups', files[0])).mode & 0o777).toBe(0o600);

    await changeData();
    const changed = await snapshot();
    expect(changed.contact_messages.rows).toBe(before.contact_messages.rows + 1);
    expect(changed.blog_posts.rows).toBe(before.blog_posts.rows - 1);
    expect(changed.cities.md5).not.toBe(before.cities.md5);

    const restore = cli('restore');
    expect(restore.status, restore.out).toBe(0);
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it('refuses a file that is not a backup with one line, and changes nothing', async () => {
    await changeData();
    const before = await snapshot();
    const bogus = join(cwd, 'not-a-backup.dump');
    writeFileSync(bogus, 'hello');
    const restore = cli('restore', bogus);
    expect(restore.status).toBe(1);
    expect(restore.out.trim().split('\n')).toHaveLength(1);
    expect(restore.out).toMatch(/pg_restore failed/);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
