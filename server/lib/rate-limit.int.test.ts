import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { startTestSmtp } from '../test/smtp.ts';
import { RateLimiter, RedisRateStore } from './rate-limit.ts';

// Redis is optional for the product (in-process counting without it). These tests run wherever a
// Redis server answers (CI has one; REDIS_TEST_URL names another) and are reported as skipped elsewhere.
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisAnswers(redisUrl);

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

let n = 0;
const ip = () => `10.3.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

describe('rate-limit store in Redis (REDIS_URL)', () => {
  it.runIf(hasRedis)(
    'counts in Redis: below, above (429 + Retry-After) and after the window, shared by two app nodes',
    async () => {
      const redis = new Redis(redisUrl);
      const prefix = `jaliya:test:${randomBytes(4).toString('hex')}:`;
      const a = new RateLimiter(new RedisRateStore(redis, prefix));
      const b = new RateLimiter(new RedisRateStore(redis, prefix));
      const start = Math.ceil(Date.now() / 60_000) * 60_000 + 500;
      a.now = b.now = () => start;
      const rule = { name: 't', max: 3, windowMs: 60_000 };
      try {
        expect((await a.hit(rule, 'x')).allowed).toBe(true);
        expect((await b.hit(rule, 'x')).allowed).toBe(true);
        expect((await a.hit(rule, 'x')).allowed).toBe(true);
        const over = await b.hit(rule, 'x');
        expect(over).toEqual({ allowed: false, retryAfter: 60 });
        expect((await a.hit(rule, 'other')).allowed).toBe(true);
        const keys = await redis.keys(`${prefix}*`);
        expect(keys.length).toBe(2);
        expect(await redis.pttl(keys[0])).toBeGreaterThan(0);
        a.now = b.now = () => start + 60_000;
        expect((await b.hit(rule, 'x')).allowed).toBe(true);
      } finally {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    },
  );

  it.runIf(hasRedis)('the app uses Redis for login throttling when REDIS_URL is set', async () => {
    const withRedis = await buildTestApp({ REDIS_URL: redisUrl, SMTP_URL: smtp.url });
    const redis = new Redis(redisUrl);
    try {
      expect(withRedis.app.services.rateLimiter.store.constructor.name).toBe('RedisRateStore');
      const email = uniqueEmail('r');
      let last = 0;
      let retryAfter: unknown;
      for (let i = 0; i < 11; i++) {
        const res = await withRedis.app.inject({
          method: 'POST',
          url: api('login'),
          payload: { email, password: 'whatever pw' },
          remoteAddress: ip(),
        });
        last = res.statusCode;
        retryAfter = res.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const keys = await redis.keys(`jaliya:rl:login-acct:${email}:*`);
      expect(keys.length).toBe(1);
      await redis.del(...keys);
    } finally {
      await redis.quit();
      await withRedis.close();
    }
  });

  it('keeps answering (counting per node) when Redis is unreachable, never a 5xx', async () => {
    const broken = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', SMTP_URL: smtp.url });
    try {
      const started = Date.now();
      const res = await broken.app.inject({
        method: 'POST',
        url: api('login'),
        payload: { email: 'nobody@example.com', password: 'whatever pw' },
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(404);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await broken.close();
    }
  });
});
