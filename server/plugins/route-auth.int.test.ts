import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../test/app.ts';
import { buildUser } from '../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

// The declared level is checked on the request, before the body is read or validated.
describe('route auth comes before the body', () => {
  it('tells a guest with a wrong body to log in, in the path language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: api('listings', 'ar'),
      payload: { title: 5 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('tells an unverified user with a wrong body to verify first', async () => {
    const user = await buildUser(ctx.db, { verified: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: api('listings'),
      headers: { authorization: `Bearer ${user.token}` },
      payload: { title: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a guest upload before reading it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: api('photos'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n${'a'.repeat(1000)}\r\n--x--\r\n`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('still answers an unknown city before asking anyone to log in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: api('listings', 'en', 99999), payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CITY_NOT_FOUND');
  });

  it('still validates the body of a caller who may call the route', async () => {
    const user = await buildUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: api('listings'),
      headers: { authorization: `Bearer ${user.token}` },
      payload: { title: 5 },
    });
    expect(response.statusCode).toBe(400);
  });
});
