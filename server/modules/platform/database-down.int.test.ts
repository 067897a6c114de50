import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import type { FastifyInstance } from 'fastify';

// A database that does not answer: port 1 on loopback refuses every connection.
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const { db } = createDatabase('postgres://nobody@127.0.0.1:1/none', 1);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    db,
    webBuildDir: '/nonexistent',
  });
  close = async () => {
    await app.close();
    await db.destroy();
  };
});
afterAll(() => close());

describe('with the database down', () => {
  it('readiness says unavailable while liveness stays up', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'down' });
  });

  it('the API answers a translated 503, never a 500', async () => {
    const ar = await app.inject('/api/v1/ar/9/general-setting');
    expect(ar.statusCode).toBe(503);
    expect(ar.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل.',
    });
    const en = await app.inject('/api/v1/en/9/blogs/web');
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toMatch(/temporarily unavailable/);
  });
});
