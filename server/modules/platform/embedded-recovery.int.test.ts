import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type DB } from '../../db/database.ts';
import {
  type EmbeddedEvent,
  type EmbeddedServer,
  restartBackoff,
  startEmbeddedPostgres,
} from '../../db/embedded.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed/index.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { api } from '../../test/app.ts';

/**
 * The embedded PostgreSQL dies (its postmaster is SIGKILLed): the app notices, restarts it, and is
 * ready again within 5 s of the database being back; pages and the API answer a translated 503 in
 * between, and nothing acknowledged before is lost. Then the same for a server the app does not own
 * (DATABASE_URL): its pool reconnects by itself.
 */
const port = 55431;
let dir: string;
let server: EmbeddedServer;
let db: DB;
let app: FastifyInstance;
const events: EmbeddedEvent[] = [];
const lostIdleClients: Error[] = [];
// the test holds the restart to look at the outage, then lets it go
let allowRestart: () => void = () => {};
let restartAllowed = Promise.resolve();
const holdRestarts = () => {
  restartAllowed = new Promise((r) => {
    allowRestart = r;
  });
};

beforeAll(async () => {
  // pages render from the production build
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: projectRoot(),
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  dir = mkdtempSync(join(tmpdir(), 'jaliya-recovery-'));
  // reachable by the postgres user when this runs as root
  chmodSync(dir, 0o755);
  server = await startEmbeddedPostgres({
    dataDir: join(dir, 'postgres'),
    port,
    onEvent: (e) => events.push(e),
    waitBeforeRestart: async (attempt) => {
      await restartAllowed;
      await restartBackoff(attempt);
    },
  });
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    { PAGE_CACHE_TTL_MS: 0, API_CACHE_TTL_MS: 0, MAIL_DIR: join(dir, 'mail'), MEDIA_DIR: join(dir, 'media') },
  );
  const database = createDatabase(server.url, 4, (error) => lostIdleClients.push(error));
  db = database.db;
  await migrate(database.pool);
  await seedIfEmpty(db, config);
  app = await buildApp({ config, db });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let ip = 0;
const nextIp = () => `10.77.0.${++ip}`;
const page = (lang: 'en' | 'ar') => app.inject({ url: '/', headers: { cookie: `lang=${lang}` } });
const contact = (email: string) =>
  app.inject({
    method: 'POST',
    url: api('contact'),
    remoteAddress: nextIp(),
    payload: { name: 'Huda', email, message: 'Written before the crash' },
  });
const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: api('register'),
    remoteAddress: nextIp(),
    payload: {
      name: 'Karim Saleh',
      email,
      phone: '313 555 0199',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      gender: 'male',
      terms: true,
    },
  });
const postmasterPid = () =>
  Number(readFileSync(join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL dies', () => {
  it('is restarted, the site is ready again within 5 s of it, and no acknowledged write is lost', async () => {
    expect((await contact('before-crash@example.com')).statusCode).toBe(201);
    expect((await register('before-crash@example.com')).statusCode).toBe(201);
    // idle pooled connections that the crash will break
    await Promise.all([page('en'), page('ar'), app.inject(api('general-setting'))]);

    holdRestarts();
    const down = once(server, 'down');
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');
    await down;

    // the outage: translated 503s everywhere, readiness says so, a write is refused (not acknowledged)
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    const arApi = await app.inject(api('general-setting', 'ar'));
    expect(arApi.statusCode).toBe(503);
    expect(arApi.json().message).toBe('الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل.');
    const arPage = await page('ar');
    expect(arPage.statusCode).toBe(503);
    // shown on the page (the page's data no longer carries catalog strings that a search could hit)
    expect(arPage.body).toContain('<p>الخدمة غير متاحة مؤقتاً');
    const enPage = await page('en');
    expect(enPage.statusCode).toBe(503);
    expect(enPage.body).toMatch(/<p>[^<]*temporarily unavailable/);
    expect((await contact('during-outage@example.com')).statusCode).toBe(503);

    const up = once(server, 'up');
    allowRestart();
    await up;
    const back = Date.now();
    await vi.waitFor(async () => expect((await app.inject('/readyz')).statusCode).toBe(200), {
      timeout: 5000,
      interval: 50,
    });
    expect(Date.now() - back).toBeLessThan(5000);
    expect(server.pid()).not.toBe(killed);

    expect((await page('ar')).statusCode).toBe(200);
    expect((await page('en')).statusCode).toBe(200);
    expect((await app.inject(api('general-setting'))).statusCode).toBe(200);
    const messages = await db
      .selectFrom('contact_messages')
      .select('email')
      .where('email', 'in', ['before-crash@example.com', 'during-outage@example.com'])
      .execute();
    expect(messages).toEqual([{ email: 'before-crash@example.com' }]);
    const users = await db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'before-crash@example.com')
      .execute();
    expect(users).toHaveLength(1);
    expect((await contact('after-crash@example.com')).statusCode).toBe(201);

    // one structured line for the exit, one for the way back
    expect(events).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'embedded PostgreSQL exited; restarting it',
        signal: 'SIGKILL',
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'embedded PostgreSQL is back' }),
    );
  }, 60_000);
});

describe('a PostgreSQL server the app does not own goes away and returns (DATABASE_URL)', () => {
  it('the pool reconnects by itself, and lost idle connections never end the process', async () => {
    await Promise.all([page('en'), page('ar'), app.inject(api('general-setting'))]);
    const lostBefore = lostIdleClients.length;
    // stopped from outside: the app's supervisor does not bring this one back
    await server.stop();
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect(lostIdleClients.length).toBeGreaterThan(lostBefore);

    server = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port });
    const back = Date.now();
    await vi.waitFor(async () => expect((await app.inject('/readyz')).statusCode).toBe(200), {
      timeout: 5000,
      interval: 50,
    });
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await page('ar')).statusCode).toBe(200);
    const messages = await db
      .selectFrom('contact_messages')
      .select('email')
      .where('email', 'like', '%-crash@example.com')
      .execute();
    expect(messages.map((m) => m.email).sort()).toEqual([
      'after-crash@example.com',
      'before-crash@example.com',
    ]);
  }, 60_000);
});
