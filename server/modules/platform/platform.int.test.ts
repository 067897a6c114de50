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

  it('sends strict security headers with JSON (pages: page-cache.int.test.ts)', async () => {
    for (const url of ['/healthz', api('general-setting'), api('nope')]) {
      const res = await ctx.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the OpenAPI UI under a document CSP without inline script', async () => {
    const res = await ctx.app.inject('/api/docs/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('documents a success response for every API operation (the OpenAPI document is the contract)', () => {
    type Op = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, Op>> };
    const undocumented: string[] = [];
    for (const [path, ops] of Object.entries(spec.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        if (!success.some(([, r]) => r.content?.['application/json']?.schema))
          undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/v1/')).length).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });
});
