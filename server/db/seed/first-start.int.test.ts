import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../modules/accounts/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDatabase, type DB } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seedIfEmpty } from './index.ts';

/**
 * The first start into an empty database: the demo seed makes an admin and a moderator with random
 * passwords and prints them once; the next start seeds nothing and prints nothing.
 */
let database: TestDatabase;
let db: DB;
let mediaDir: string;
beforeAll(async () => {
  database = await createTestDatabase('jaliya_first_start', 'data/test-first-start-postgres', 55431);
  const handle = createDatabase(database.url, 2);
  db = handle.db;
  await migrate(handle.pool);
  mediaDir = mkdtempSync(join(tmpdir(), 'jaliya-first-start-'));
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

it('prints the staff credentials once, at the start that seeds, and stores only their hashes', async () => {
  const config = loadConfig({}, { MEDIA_DIR: mediaDir });
  const first: string[] = [];
  const started = Date.now();
  expect(await seedIfEmpty(db, config, { say: (m) => first.push(m) })).toBe(true);
  console.log(`demo seed into an empty database: ${Date.now() - started} ms`);

  const printed = first.join('\n');
  const credentials = [...printed.matchAll(/(admin|moderator)\s+(\S+@\S+)\s+password: (\S+)/g)];
  expect(credentials.map((m) => m[1])).toEqual(['admin', 'moderator']);
  for (const [, role, email, password] of credentials) {
    const user = await db
      .selectFrom('users')
      .select(['role', 'password_hash', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe(role);
    expect(user.email_verified_at).not.toBeNull();
    expect(user.password_hash).not.toContain(password);
    expect(await verifyPassword(user.password_hash, password)).toBe(true);
  }
  // random per seed, not a password written in the code
  expect(credentials[0][3]).not.toBe(credentials[1][3]);
  expect(credentials[0][3].length).toBeGreaterThanOrEqual(20);

  // the demo photos went through the pipeline into this storage: WebP files from 400 px up to the
  // photo's own size (the marketplace's 1600 px drawings get all three; a business logo is 400 px)
  const photoDirs = readdirSync(join(mediaDir, 'photos'));
  expect(photoDirs.length).toBeGreaterThan(20);
  const sets = photoDirs.map((dir) =>
    readdirSync(join(mediaDir, 'photos', dir))
      .sort()
      .join(','),
  );
  for (const set of sets) expect(set).toMatch(/^(\d+\.webp,)*400\.webp(,\d+\.webp)*$/);
  expect(sets.filter((set) => set === '1600.webp,400.webp,800.webp').length).toBeGreaterThan(20);

  const second: string[] = [];
  expect(await seedIfEmpty(db, config, { say: (m) => second.push(m) })).toBe(false);
  expect(second).toEqual([]);
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['admin', 'moderator'])
    .execute();
  expect(staff).toHaveLength(2);
}, 60_000);
