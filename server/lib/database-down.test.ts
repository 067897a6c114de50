import { describe, expect, it } from 'vitest';
import { isDatabaseDown, withUnavailableAs503 } from './database-down.ts';

describe('isDatabaseDown', () => {
  it('recognises refused connections and shutdown codes, not ordinary errors', () => {
    expect(isDatabaseDown(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseDown('nope')).toBe(false);
  });
});

describe('withUnavailableAs503', () => {
  it('turns an outage into a thrown 503 Response and passes other errors through', async () => {
    const services = withUnavailableAs503({
      blog: {
        down: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        },
        broken: async () => {
          throw new Error('bug');
        },
        ok: async () => 42,
      },
    });
    await expect(services.blog.ok()).resolves.toBe(42);
    const thrown = await services.blog.down().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    await expect(services.blog.broken()).rejects.toThrow('bug');
  });
});
