import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('answers /healthz and /readyz with the database up', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ database: 'up' });
  });

  it('rejects an unknown language with a 404 code', async () => {
    const res = await ctx.app.inject(api('home', 'fr' as 'en'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BAD_LANGUAGE');
  });

  it('rejects an unknown city in the path language', async () => {
    const res = await ctx.app.inject(api('home', 'ar', 12345));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'CITY_NOT_FOUND',
      message: 'هذه المدينة غير موجودة على جالية.',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject('/api/v1/en/9/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a nonce-based CSP', async () => {
    const res = await ctx.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
