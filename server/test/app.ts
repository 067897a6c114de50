import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { createDatabase, type DB } from '../db/database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: DB;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on the run's test database, without listening; call `close()` in afterAll. The API
 * cache is off unless a test turns it on: most tests change rows and read them back at once.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { now?: () => number } = {},
): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { API_CACHE_TTL_MS: 0, ...overrides });
  const { db } = createDatabase(inject('databaseUrl'), 4);
  const app = await buildApp({
    config,
    db,
    webBuildDir: overrides.NODE_ENV === 'production' ? undefined : '/nonexistent',
    now: options.now,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/** A clock a test moves by hand, for the caches' TTL and content-version checks. */
export function testClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** `/api/v1/{lang}/{cityId}/{path}` for the default city. */
export const api = (path: string, lang: 'en' | 'ar' = 'en', cityId = 9) =>
  `/api/v1/${lang}/${cityId}/${path}`;
