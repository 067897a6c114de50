import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { limits } from '#shared/validation.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { uniqueEmail as factoryEmail } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** Every test sends from its own address so the per-client limit never leaks between tests. */
let ipCounter = 1;
const nextIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const uniqueEmail = () => factoryEmail('c');

function post(
  payload: Record<string, unknown>,
  opts: { lang?: 'en' | 'ar'; ip?: string; city?: number } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: api('contact', opts.lang ?? 'en', opts.city ?? 9),
    remoteAddress: opts.ip ?? nextIp(),
    payload,
  });
}
const storedFor = (email: string) =>
  ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

describe('POST contact', () => {
  it('stores a message with its language and answers 201 {data:{ok:true}}', async () => {
    const email = uniqueEmail();
    const res = await post(
      { name: 'سارة', email, phone: '٣١٣-٥٥٥-۰۱۲۳', subject: 'سؤال', message: 'مرحباً' },
      { lang: 'ar' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { ok: true } });
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      city_id: 9,
      name: 'سارة',
      phone: '313-555-0123',
      subject: 'سؤال',
      message: 'مرحباً',
      lang: 'ar',
    });
  });

  it('accepts a form-encoded body and optional phone/subject', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('contact'),
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Omar', email, message: 'Hello team' }).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(await storedFor(email)).toMatchObject([{ name: 'Omar', phone: '', subject: '', lang: 'en' }]);
  });

  it('strips bidi control characters from name and subject', async () => {
    const email = uniqueEmail();
    await post({ name: '\u202EOmar\u202C', email, subject: 'Hi\u2067 there\u2069', message: 'x' });
    expect(await storedFor(email)).toMatchObject([{ name: 'Omar', subject: 'Hi there' }]);
  });

  it("refuses a missing name with 'Name is required', in the path language", async () => {
    const email = uniqueEmail();
    const en = await post({ name: '  ', email, message: 'hello' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
    const ar = await post({ email, message: 'hello' }, { lang: 'ar' });
    expect(ar.json().issues).toEqual([
      { path: 'name', code: 'validation.nameRequired', message: 'الاسم مطلوب' },
    ]);
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("refuses an invalid e-mail with 'Email is not valid'", async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@c.d', '']) {
      const res = await post({ name: 'A', email, message: 'hello' });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'email', code: 'validation.emailInvalid', message: 'Email is not valid' },
      ]);
    }
  });

  it("refuses an empty or blank message with 'Message cant be empty'", async () => {
    const email = uniqueEmail();
    for (const message of ['', '   \n ', undefined]) {
      const res = await post({ name: 'A', email, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'message', code: 'validation.messageRequired', message: 'Message cant be empty' },
      ]);
    }
    expect(await storedFor(email)).toHaveLength(0);
  });

  it('refuses oversized fields with a message naming the limit, and stores nothing', async () => {
    const email = uniqueEmail();
    const cases: Array<[string, Record<string, string>, string]> = [
      ['name', { name: 'n'.repeat(limits.nameMax + 1) }, 'Name must be 100 characters or fewer'],
      ['subject', { subject: 's'.repeat(limits.subjectMax + 1) }, 'Subject must be 150 characters or fewer'],
      ['message', { message: 'm'.repeat(limits.messageMax + 1) }, 'Message must be 5000 characters or fewer'],
      ['phone', { phone: '1'.repeat(limits.phoneMax + 1) }, 'Phone number is not valid'],
    ];
    for (const [path, override, message] of cases) {
      const res = await post({ name: 'A', email, message: 'hi', ...override });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path, message })]);
    }
    // exactly at the limits is fine
    const ok = await post({
      name: 'n'.repeat(limits.nameMax),
      email,
      subject: 's'.repeat(limits.subjectMax),
      message: 'm'.repeat(limits.messageMax),
    });
    expect(ok.statusCode).toBe(201);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('refuses letters in the phone number', async () => {
    const res = await post(
      { name: 'A', email: uniqueEmail(), phone: 'call me', message: 'hi' },
      { lang: 'ar' },
    );
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: 'phone', message: 'رقم الهاتف غير صالح' }),
    ]);
  });

  it('answers a translated 404 for a wrong language or an unknown city, and stores nothing', async () => {
    const email = uniqueEmail();
    const lang = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/xx/9/contact',
      payload: { name: 'A', email, message: 'hi' },
    });
    expect(lang.statusCode).toBe(404);
    expect(lang.json().code).toBe('BAD_LANGUAGE');
    const city = await post({ name: 'A', email, message: 'hi' }, { city: 987654, lang: 'ar' });
    expect(city.statusCode).toBe(404);
    expect(city.json()).toMatchObject({
      code: 'CITY_NOT_FOUND',
      message: 'هذه المدينة غير موجودة على جالية.',
    });
    expect(await storedFor(email)).toHaveLength(0);
  });

  it('limits each client to 5 messages a minute: 429 RATE_LIMITED with Retry-After, others unaffected', async () => {
    const ip = nextIp();
    const email = uniqueEmail();
    // one second into a fixed window, so the test never straddles two windows
    const limiter = ctx.app.services.rateLimiter;
    const realNow = limiter.now;
    limiter.now = () => 1_800_000_000_000 + 1_000;
    onTestFinished(() => {
      limiter.now = realNow;
    });
    for (let i = 0; i < 5; i++)
      expect((await post({ name: 'A', email, message: `m${i}` }, { ip })).statusCode).toBe(201);
    const limited = await post({ name: 'A', email, message: 'one too many' }, { ip, lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(limited.headers['retry-after']).toBe('59');
    expect(await storedFor(email)).toHaveLength(5);
    expect((await post({ name: 'B', email: uniqueEmail(), message: 'hi' })).statusCode).toBe(201);
  });

  it('does not count refused (invalid) submissions against the limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++)
      expect((await post({ name: '', email: 'x', message: '' }, { ip })).statusCode).toBe(400);
    expect((await post({ name: 'A', email: uniqueEmail(), message: 'hi' }, { ip })).statusCode).toBe(201);
  });

  it('is published in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of ['contact', 'home', 'about', 'our_services', 'contact-page', 'pages/{key}'])
      expect(
        paths.some((k) => k.endsWith(`/${p}`)),
        p,
      ).toBe(true);
  });
});
