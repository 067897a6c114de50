import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { WebLoadContext } from '../../../web/load-context.ts';
import { action as subscribeAction } from '../../../web/routes/actions.subscribe.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let cityId: number;
let ipCounter = 1;
/** Each test posts from its own address so the per-IP limit of one test never touches another. */
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const form = (email: string) => `email=${encodeURIComponent(email)}`;
const post = (payload: string, opts: { lang?: 'en' | 'ar'; ip?: string; city?: number } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: api('subscribes', opts.lang ?? 'en', opts.city ?? cityId),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
    remoteAddress: opts.ip ?? nextIp(),
  });
const countFor = async (email: string) =>
  (
    await ctx.db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('city_id', '=', cityId)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = 5000 + Math.floor(Math.random() * 1000);
  await ctx.db.insertInto('cities').values({ id: cityId, code: `N${cityId}`, name_en: 'Newsville', name_ar: 'مدينة النشرة' }).execute();
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await ctx.close();
});

describe('POST subscribes', () => {
  it('subscribes a valid e-mail sent as form data', async () => {
    const res = await post(form('layla@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { subscribed: true, message: 'You have subscribed successfully' } });
    expect(await countFor('layla@example.com')).toBe(1);
  });

  it('treats a repeat (any case) as the same success and stores it once', async () => {
    await post(form('omar@example.com'));
    const again = await post(form('  OMAR@Example.com '), { lang: 'ar' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ subscribed: true, message: 'تم اشتراكك بنجاح' });
    expect(await countFor('omar@example.com')).toBe(1);
  });

  it('refuses an invalid e-mail with "Email is not valid" and stores nothing', async () => {
    for (const bad of ['no-at-sign.example', 'a@b', 'a b@c.d', '']) {
      const res = await post(form(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'email', code: 'validation.emailInvalid', message: 'Email is not valid' }]);
    }
    const ar = await post(form('bad'), { lang: 'ar' });
    expect(ar.json().issues[0].message).toBe('البريد الإلكتروني غير صالح');
  });

  it('refuses a missing field and an oversized e-mail', async () => {
    const missing = await post('name=x');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toMatchObject({ path: 'email', message: 'Email is not valid' });
    const long = `${'a'.repeat(250)}@example.com`;
    const res = await post(form(long));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe('Email is not valid');
    expect(await countFor(long)).toBe(0);
    const huge = await post(form(`${'b'.repeat(5000)}@example.com`));
    expect(huge.statusCode).toBe(400);
  });

  it('refuses a wrong language and an unknown city', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('subscribes', 'fr' as 'en', cityId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('x@example.com'),
    });
    expect(res.json().code).toBe('BAD_LANGUAGE');
    expect((await post(form('x@example.com'), { city: 999_996 })).json().code).toBe('CITY_NOT_FOUND');
  });

  /** One second into a fixed window of the shared limiter, so a test never straddles two windows. */
  const freezeLimiterClock = () => {
    const limiter = ctx.app.services.rateLimiter;
    const realNow = limiter.now;
    limiter.now = () => 1_800_000_000_000 + 1_000;
    onTestFinished(() => {
      limiter.now = realNow;
    });
  };
  const pageSubscribe = (email: string, ip: string, js = true) =>
    subscribeAction({
      request: new Request('http://localhost/actions/subscribe', {
        method: 'POST',
        body: new URLSearchParams({ email, redirectTo: '/Blog', ...(js ? { js: '1' } : {}) }),
      }),
      context: { services: ctx.app.services, lang: 'en', clientIp: ip, config: { cityId } } as unknown as WebLoadContext,
      params: {},
    } as never) as Promise<{ data?: unknown; init?: ResponseInit | null } & Response>;

  it('limits one address to ten tries a minute with 429 and Retry-After', async () => {
    freezeLimiterClock();
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) expect((await post(form(`r${i}@example.com`), { ip })).statusCode).toBe(200);
    const limited = await post(form('r10@example.com'), { ip, lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('محاولات كثيرة') });
    expect(limited.headers['retry-after']).toBe('59');
    expect(await countFor('r10@example.com')).toBe(0);
    expect((await post(form('other@example.com'), { ip: '10.200.0.2' })).statusCode).toBe(200);
  });

  it('counts invalid attempts too', async () => {
    freezeLimiterClock();
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await post(form('not-an-email'), { ip })).statusCode).toBe(400);
    expect((await post(form('fine@example.com'), { ip })).statusCode).toBe(429);
  });

  it('shares one bucket with the footer page action, keyed by the client address', async () => {
    freezeLimiterClock();
    const ip = nextIp();
    // five through the API, five through the page: the eleventh is refused on either path
    for (let i = 0; i < 5; i++) expect((await post(form(`s${i}@example.com`), { ip })).statusCode).toBe(200);
    for (let i = 5; i < 10; i++) {
      const ok = await pageSubscribe(`s${i}@example.com`, ip);
      expect(ok.data).toEqual({ ok: true });
    }
    expect(await countFor('s9@example.com')).toBe(1);
    const page = await pageSubscribe('s10@example.com', ip);
    expect(page.init?.status).toBe(429);
    expect(new Headers(page.init?.headers).get('Retry-After')).toBe('59');
    expect(page.data).toEqual({ ok: false, error: 'rateLimited' });
    const noJs = await pageSubscribe('s10@example.com', ip, false);
    expect(noJs.status).toBe(302);
    expect(noJs.headers.get('Location')).toBe('/Blog?subscribe_error=rate#site-footer');
    expect((await post(form('s11@example.com'), { ip })).statusCode).toBe(429);
    expect(await countFor('s10@example.com')).toBe(0);
    // another client is not affected
    expect((await pageSubscribe('s12@example.com', nextIp())).data).toEqual({ ok: true });
  });
});
