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

describe('the page safety net for text PostgreSQL refuses', () => {
  it('turns a refused-text error (22021 NUL, 22P05) into a thrown 400 Response, never a 500', async () => {
    const services = withUnavailableAs503({
      contact: {
        nul: async () => {
          throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
            code: '22021',
          });
        },
        untranslatable: () => {
          throw Object.assign(new Error('character has no equivalent'), { code: '22P05' });
        },
      },
    });
    const nul = await services.contact.nul().catch((e: unknown) => e);
    expect(nul).toBeInstanceOf(Response);
    expect((nul as Response).status).toBe(400);
    let thrown: unknown;
    try {
      services.contact.untranslatable();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(400);
  });
});
