import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { createDatabase, type DB } from '../db/database.ts';
import { buildCity, withCallerPhotos } from './factories.ts';

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

/**
 * A city of the test's own for an app that serves one city (`CITY_ID`): made with the factory on a
 * connection of its own, before the app is built, so its id comes from the run's sequence like every
 * other test row's (two files picking random ids could pick the same one).
 */
export async function buildCityBeforeApp(overrides: Parameters<typeof buildCity>[1] = {}): Promise<number> {
  const setup = createDatabase(inject('databaseUrl'), 1);
  try {
    return (await buildCity(setup.db, overrides)).id;
  } finally {
    await setup.db.destroy();
  }
}

/**
 * One app for the whole test file: built in beforeAll, closed in afterAll. The returned function
 * hands it out inside tests and hooks (before beforeAll has run there is nothing to hand out).
 */
export function setUpTestContext(build: () => Promise<TestContext>): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('the test app is built in beforeAll: use it inside tests and hooks');
    return ctx;
  };
}

export interface ApiTestApp {
  readonly ctx: TestContext;
  /** A city of the file's own, so its lists and search see only its posts. */
  readonly cityId: number;
  /**
   * The API in that city, as `token`'s holder (none: a guest). A new post (POST with a listing
   * kind) comes with the photos its kind needs, the author's own, unless the body names some.
   */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options?: { token?: string; body?: object; lang?: 'en' | 'ar' },
  ): Promise<LightMyRequestResponse>;
}

/** The API-only app (buildTestApp) for a test file, with a city of its own and `call()`. */
export function setUpApiTestApp(overrides: Partial<AppConfig> = {}): ApiTestApp {
  let cityId: number | undefined;
  const current = setUpTestContext(async () => {
    const ctx = await buildTestApp(overrides);
    cityId = (await buildCity(ctx.db)).id;
    return ctx;
  });
  const city = () => {
    current();
    return cityId as number;
  };
  return {
    get ctx() {
      return current();
    },
    get cityId() {
      return city();
    },
    call: async (method, path, options = {}) =>
      current().app.inject({
        method,
        url: api(path, options.lang ?? 'en', city()),
        payload:
          method === 'POST'
            ? await withCallerPhotos(current().db, options.token, options.body)
            : options.body,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      }),
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
