import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One migrated, seeded database for the integration run; each test still makes its own data. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('jaliya_test', 'data/test-postgres', 54339);
  const { db, pool } = createDatabase(database.url, 2);
  await migrate(pool);
  // the demo posts' photo files go to a folder of this run's own
  const mediaDir = mkdtempSync(join(tmpdir(), 'jaliya-test-media-'));
  await seedIfEmpty(db, loadConfig({}, { MEDIA_DIR: mediaDir }));
  // ids for test data (server/test/factories.ts): one sequence, far above any seeded id
  await sql`create sequence test_fixture_ids start 1000000`.execute(db);
  await db.destroy();
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  };
}
