import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBlogPost, uniqueEmail } from '../../test/factories.ts';
import { codeIn, startTestSmtp } from '../../test/smtp.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Mail leaves through the job queue: run what is due (as the server's worker would), then read the inbox. */
async function lastMail(address: string) {
  await ctx.app.services.jobs.drain();
  return smtp.last(address);
}
async function mailsTo(address: string) {
  await ctx.app.services.jobs.drain();
  return smtp.to(address);
}

let ipCounter = 0;
/** Every call comes from its own address unless a test pins one, so per-IP limits never leak between tests. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const goodPassword = 'correct horse battery';

type Opts = { token?: string; ip?: string; lang?: 'en' | 'ar' };
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, opts: Opts = {}) {
  return ctx.app.inject({
    method,
    url: api(path, opts.lang ?? 'en'),
    payload: body as object,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

async function register(overrides: Record<string, unknown> = {}, opts: Opts = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? goodPassword;
  const res = await call(
    'POST',
    'register',
    {
      name: 'Layla Haddad',
      email,
      phone: '313 555 0100',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: true,
      ...overrides,
    },
    opts,
  );
  expect(res.statusCode, res.body).toBe(201);
  // its verification mail goes out now, before whatever the test mails next
  await ctx.app.services.jobs.drain();
  return { email, password, token: res.json().data.token as string, user: res.json().data.user };
}

async function login(email: string, password: string, opts: Opts = {}) {
  return call('POST', 'login', { email, password }, opts);
}

describe('register', () => {
  it('creates the account, logs it in, and mails a code that verifies the address', async () => {
    const { email, token, user } = await register();
    expect(user).toMatchObject({ email, name: 'Layla Haddad', gender: 'female', email_verified: false });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/);
    const profile = await call('GET', 'profile', undefined, { token });
    expect(profile.statusCode).toBe(200);
    const code = codeIn(await lastMail(email));
    const verified = await call('POST', 'profile/verify-email', { code }, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.email_verified).toBe(true);
  });

  it('gives the messages of the product description for bad input and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await call('POST', 'register', {
      name: '  ',
      email: 'nope',
      password: 'short',
      password_confirmation: 'other',
      gender: 'female',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      email: 'Email is not valid',
      password: 'Passwords must be at least 8 characters',
      terms: 'Please accept our terms & conditions to continue',
    });
    const mismatch = await call('POST', 'register', {
      name: 'A',
      email,
      password: goodPassword,
      password_confirmation: `${goodPassword}!`,
      gender: 'male',
      terms: true,
    });
    expect(mismatch.json().issues).toEqual([
      expect.objectContaining({ path: 'password_confirmation', message: 'Password does not match' }),
    ]);
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers a taken e-mail (any case) with its own translated message', async () => {
    const { email } = await register();
    const res = await call(
      'POST',
      'register',
      {
        name: 'X',
        email: email.toUpperCase(),
        password: goodPassword,
        password_confirmation: goodPassword,
        gender: 'male',
        terms: true,
      },
      { lang: 'ar' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'هذا البريد الإلكتروني مسجّل مسبقًا. سجّل الدخول أو استخدم عنوانًا آخر.',
    });
  });

  it('refuses a common password', async () => {
    const res = await call('POST', 'register', {
      name: 'X',
      email: uniqueEmail(),
      password: 'Password123',
      password_confirmation: 'Password123',
      gender: 'male',
      terms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({
      path: 'password',
      code: 'account.validation.passwordCommon',
    });
  });

  it('stores argon2id hashes and accepts long Unicode passwords exactly as typed (no trim, no truncation)', async () => {
    const long = `  ${'كلمة سر طويلة جدا '.repeat(5)}🔑  `; // > 64 characters, spaces at both ends
    expect(long.length).toBeGreaterThan(64);
    const { email } = await register({ password: long });
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(email, long)).statusCode).toBe(200);
    expect((await login(email, long.trim())).json().code).toBe('WRONG_PASSWORD');
    expect((await login(email, long.slice(0, 72))).json().code).toBe('WRONG_PASSWORD');
    // 8 Arabic letters are 8 characters
    await register({ password: 'سلامعليك' });
  });
});

describe('login and sessions', () => {
  it("answers 'This email is not registered' and 'Wrong password'", async () => {
    const { email } = await register();
    const unknown = await login(uniqueEmail(), goodPassword);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'EMAIL_NOT_REGISTERED',
      message: 'This email is not registered',
    });
    const wrong = await login(email, 'not the password', { lang: 'ar' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'كلمة المرور غير صحيحة' });
  });

  it('issues opaque 256-bit tokens stored only as hashes, with an expiry', async () => {
    const { email, password } = await register();
    const res = await login(email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const { token, expires_at, user } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // sessions last 30 days
    const lifetimeMs = new Date(expires_at).getTime() - Date.now();
    expect(lifetimeMs).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(30 * 86_400_000);
    expect(res.body).not.toMatch(/argon2|password_hash/);
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select(['token_hash', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.length).toBe(2);
    for (const s of sessions) expect(s.token_hash.toString('base64url')).not.toBe(token);
  });

  it('refuses a token after logout (server side), a made-up token, and an expired session', async () => {
    const { token, user } = await register();
    expect((await call('POST', 'logout', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', 'profile', undefined, { token })).statusCode).toBe(401);
    expect((await call('GET', 'profile', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await call('GET', 'profile')).statusCode).toBe(401);

    const again = await login(user.email, goodPassword);
    const fresh = again.json().data.token;
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await call('GET', 'profile', undefined, { token: fresh })).statusCode).toBe(401);
  });

  it('never authenticates an API call by cookie alone', async () => {
    const { token } = await register();
    const res = await ctx.app.inject({
      method: 'GET',
      url: api('profile'),
      cookies: { jaliya_session: token },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('edits name, phone and gender; normalises digits and strips bidi controls', async () => {
    const { token } = await register();
    const res = await call(
      'PUT',
      'profile',
      { name: '\u202Eسارة\u202C', phone: '٣١٣ ٥٥٥ ٠١٩٩', gender: 'female' },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'سارة', phone: '313 555 0199', gender: 'female' });
    const bad = await call('PUT', 'profile', { name: '', phone: 'abc', gender: 'other' }, { token });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', 'profile', undefined, { token })).json().data.name).toBe('سارة');
  });

  it('changes the password only with the current one, ends every session and tells the user by mail', async () => {
    const { email, token } = await register();
    const other = (await login(email, goodPassword)).json().data.token;
    const wrong = await call(
      'POST',
      'profile/change-password',
      {
        current_password: 'nope nope',
        password: 'a new long secret',
        password_confirmation: 'a new long secret',
      },
      { token },
    );
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const before = (await mailsTo(email)).length;
    const res = await call(
      'POST',
      'profile/change-password',
      {
        current_password: goodPassword,
        password: 'a new long secret',
        password_confirmation: 'a new long secret',
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const newToken = res.json().data.token;
    expect((await call('GET', 'profile', undefined, { token })).statusCode).toBe(401);
    expect((await call('GET', 'profile', undefined, { token: other })).statusCode).toBe(401);
    expect((await call('GET', 'profile', undefined, { token: newToken })).statusCode).toBe(200);
    expect((await login(email, goodPassword)).json().code).toBe('WRONG_PASSWORD');
    expect((await login(email, 'a new long secret')).statusCode).toBe(200);
    const notice = (await mailsTo(email)).slice(before);
    expect(notice.map((m) => m.subject)).toContain('Your Jaliya password was changed');
  });

  it('changes the e-mail with a code sent to the new address and tells the old one', async () => {
    const { email, token } = await register();
    const taken = (await register()).email;
    expect(
      (await call('POST', 'profile/change-email', { email: taken, password: goodPassword }, { token })).json()
        .code,
    ).toBe('EMAIL_TAKEN');
    expect(
      (
        await call(
          'POST',
          'profile/change-email',
          { email: uniqueEmail(), password: 'wrong one!' },
          { token },
        )
      ).json().code,
    ).toBe('WRONG_PASSWORD');
    const next = uniqueEmail();
    const res = await call(
      'POST',
      'profile/change-email',
      { email: next, password: goodPassword },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    // nothing changes before the code comes back
    expect((await call('GET', 'profile', undefined, { token })).json().data.email).toBe(email);
    const code = codeIn(await lastMail(next));
    const confirmed = await call('POST', 'profile/change-email/confirm', { code }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: next, email_verified: true });
    expect((await lastMail(email)).subject).toBe('Your Jaliya email address was changed');
    expect((await login(next, goodPassword)).statusCode).toBe(200);
    expect((await login(email, goodPassword)).json().code).toBe('EMAIL_NOT_REGISTERED');
  });

  it('refuses an e-mail change whose address another account took after the code was sent', async () => {
    const { email, token } = await register();
    const next = uniqueEmail();
    const asked = await call(
      'POST',
      'profile/change-email',
      { email: next, password: goodPassword },
      { token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const code = codeIn(await lastMail(next));
    await register({ email: next });
    const res = await call('POST', 'profile/change-email/confirm', { code }, { token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', issues: [{ path: 'email' }] });
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await call('GET', 'profile', undefined, { token })).json().data.email).toBe(email);
  });

  it('deletes the account after confirmation and the password: sessions dead, personal data gone', async () => {
    const { email, token, user } = await register();
    const blog = await insertBlog();
    const saved = await call('POST', 'profile/save', { kind: 'blog', id: blog }, { token });
    expect(saved.json().data?.saved, saved.body).toBe(true);
    expect(
      (await call('POST', 'profile/delete', { password: goodPassword }, { token })).json().issues[0].path,
    ).toBe('confirm');
    expect(
      (await call('POST', 'profile/delete', { password: 'wrong password', confirm: true }, { token })).json()
        .code,
    ).toBe('WRONG_PASSWORD');
    const res = await call('POST', 'profile/delete', { password: goodPassword, confirm: true }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', 'profile', undefined, { token })).statusCode).toBe(401);
    for (const table of ['sessions', 'one_time_codes', 'favorites'] as const) {
      const rows = await ctx.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    expect((await login(email, goodPassword)).json().code).toBe('EMAIL_NOT_REGISTERED');
  });
});

/** A published post in the city these calls go to (the app's own city: saved lists are per city). */
async function insertBlog() {
  return (await buildBlogPost(ctx.db, ctx.config.CITY_ID, { published_at: new Date(Date.now() - 60_000) }))
    .id;
}

describe('forgot password with a mailed code', () => {
  async function requestReset(email: string, opts: Opts = {}) {
    const res = await call('POST', 'forgot-password', { email }, opts);
    expect(res.statusCode, res.body).toBe(200);
    return codeIn(await lastMail(email));
  }
  const reset = (email: string, code: string, password = 'brand new secret', opts: Opts = {}) =>
    call('POST', 'reset-password', { email, code, password, password_confirmation: password }, opts);

  it('resets with the code (Arabic-Indic digits too), ends sessions, does not log in, and mails a notice', async () => {
    const { email, token } = await register();
    const code = await requestReset(email);
    expect((await lastMail(email)).subject).toBe('Reset your Jaliya password');
    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await reset(email, arabicDigits);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: true });
    expect(res.body).not.toMatch(/token/);
    expect((await call('GET', 'profile', undefined, { token })).statusCode).toBe(401);
    expect((await login(email, 'brand new secret')).statusCode).toBe(200);
    expect((await lastMail(email)).subject).toBe('Your Jaliya password was changed');
    // single use
    expect((await reset(email, code, 'another new secret')).json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'OTP is not valid',
    });
  });

  it("answers 'OTP is not valid' for a wrong or expired code and changes nothing", async () => {
    const { email } = await register();
    const code = await requestReset(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await reset(email, wrong, 'brand new secret', { lang: 'ar' })).json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'رمز التحقق غير صالح',
    });
    await ctx.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('purpose', '=', 'reset_password')
      .execute();
    expect((await reset(email, code)).json().code).toBe('OTP_INVALID');
    expect((await login(email, goodPassword)).statusCode).toBe(200);
  });

  it('expires codes within 10 minutes, stores them hashed and voids older codes when a new one is sent', async () => {
    const { email, user } = await register();
    const first = await requestReset(email);
    const row = await ctx.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset_password')
      .executeTakeFirstOrThrow();
    // ten minutes from sending, not less (a zero or one-second expiry must fail here too)
    const lifetimeMs = row.expires_at.getTime() - row.created_at.getTime();
    expect(lifetimeMs).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(lifetimeMs).toBeLessThanOrEqual(10 * 60_000 + 1_000);
    expect(row.code_hash.toString('hex')).not.toContain(Buffer.from(first).toString('hex'));
    // the cooldown refuses an immediate resend with Retry-After
    const again = await call('POST', 'forgot-password', { email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await ctx.db
      .updateTable('one_time_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('user_id', '=', user.id)
      .execute();
    const second = await requestReset(email);
    // the older code is void as a row, whatever the two random codes happen to be
    const codes = await ctx.db
      .selectFrom('one_time_codes')
      .select(['id', 'used_at'])
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset_password')
      .orderBy('id')
      .execute();
    expect(codes.map((c) => c.used_at !== null)).toEqual([true, false]);
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries, even if the right code comes next', async () => {
    const { email } = await register();
    const code = await requestReset(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await reset(email, wrong)).json().code).toBe('OTP_INVALID');
    expect((await reset(email, code)).json().code).toBe('OTP_INVALID');
    expect((await login(email, goodPassword)).statusCode).toBe(200);
  });

  it("a code for one account does not open another's", async () => {
    const a = await register();
    const b = await register();
    const code = await requestReset(a.email);
    expect((await reset(b.email, code)).json().code).toBe('OTP_INVALID');
  });
});

describe('throttling', () => {
  it('limits logins per account: below the limit passes, above gets 429 with Retry-After, a new window starts clean', async () => {
    const { email } = await register();
    const limiter = ctx.app.services.rateLimiter;
    const realNow = limiter.now;
    const start = Math.ceil(Date.now() / 600_000) * 600_000 + 1000; // start of a fresh window
    limiter.now = () => start;
    try {
      for (let i = 0; i < 10; i++)
        expect((await login(email, 'wrong password x')).json().code).toBe('WRONG_PASSWORD');
      const blocked = await login(email, goodPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
      limiter.now = () => start + 600_000;
      expect((await login(email, goodPassword)).statusCode).toBe(200);
    } finally {
      limiter.now = realNow;
    }
  });

  it('limits logins per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await login(uniqueEmail(), goodPassword, { ip })).statusCode).toBe(404);
    const blocked = await login(uniqueEmail(), goodPassword, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(uniqueEmail(), goodPassword)).statusCode).toBe(404);
  });

  it('limits registrations per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await register({}, { ip });
    const blocked = await call(
      'POST',
      'register',
      {
        name: 'X',
        email: uniqueEmail(),
        password: goodPassword,
        password_confirmation: goodPassword,
        gender: 'male',
        terms: true,
      },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits code checks per account even from many addresses', async () => {
    const { email, token } = await register();
    let blocked = 0;
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', 'profile/verify-email', { code: '999999' }, { token });
      if (res.statusCode === 429) blocked++;
    }
    expect(blocked).toBe(2);
    void email;
  });

  it('limits code requests per account', async () => {
    const { email, user } = await register();
    let last = 200;
    for (let i = 0; i < 6; i++) {
      await ctx.db
        .updateTable('one_time_codes')
        .set({ created_at: new Date(Date.now() - 61_000) })
        .where('user_id', '=', user.id)
        .execute();
      last = (await call('POST', 'forgot-password', { email })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('mail server down', () => {
  it('still creates the account at once (201); the queued code arrives once mail is back and verifies', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true&connectionTimeout=2000' });
    try {
      const email = uniqueEmail();
      const body = {
        name: 'X',
        email,
        password: goodPassword,
        password_confirmation: goodPassword,
        gender: 'male',
        terms: true,
      };
      const res = await down.app.inject({
        method: 'POST',
        url: api('register', 'ar'),
        payload: body,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const token = res.json().data.token;
      // the down app's worker fails and puts the mail off; the code has not reached anyone
      const now = new Date();
      expect((await down.app.services.jobs.drain({ now })).retried).toBeGreaterThanOrEqual(1);
      expect(smtp.to(email)).toEqual([]);
      // mail is back (this app's worker reaches the SMTP server) once the retry is due
      await ctx.app.services.jobs.drain({ now: new Date(now.getTime() + 60_000) });
      const verified = await call(
        'POST',
        'profile/verify-email',
        { code: codeIn(smtp.last(email)) },
        { token },
      );
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('logs', () => {
  // The app's own logger (level from config, its redaction), only the destination swapped.
  async function appWithLogs() {
    const lines: string[] = [];
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'trace' }, { SMTP_URL: smtp.url });
    const app = await buildApp({
      config,
      db: ctx.db,
      webBuildDir: '/nonexistent',
      logStream: { write: (l: string) => lines.push(l) },
    });
    return { app, lines };
  }

  it('drop credentials from any headers a log call carries', async () => {
    const { app, lines } = await appWithLogs();
    try {
      // what a hand-written log call might carry: request headers as they arrive, a response's headers
      const requestHeaders = {
        authorization: 'Bearer tok-secret',
        cookie: 'jaliya_session=ck-secret',
        'user-agent': 'probe',
      };
      app.log.info({ headers: requestHeaders }, 'top-level probe');
      app.log.warn(
        {
          request: { url: '/x', headers: requestHeaders },
          upstream: { headers: { 'set-cookie': 'sid=set-secret' } },
        },
        'nested probe',
      );
      const logged = lines.map((l) => JSON.parse(l));
      expect(logged.find((l) => l.msg === 'top-level probe').headers).toEqual({ 'user-agent': 'probe' });
      const nested = logged.find((l) => l.msg === 'nested probe');
      expect(nested.request.headers).toEqual({ 'user-agent': 'probe' });
      expect(nested.upstream.headers).toEqual({});
      expect(lines.join('\n')).not.toMatch(/tok-secret|ck-secret|set-secret/);
    } finally {
      await app.close();
    }
  });

  it('never contain passwords, codes or tokens', async () => {
    const { app, lines } = await appWithLogs();
    try {
      const email = uniqueEmail();
      const password = 'a very secret passphrase';
      const reg = await app.inject({
        method: 'POST',
        url: api('register'),
        payload: {
          name: 'Log',
          email,
          password,
          password_confirmation: password,
          gender: 'male',
          terms: true,
        },
      });
      const token = reg.json().data.token;
      const code = codeIn(await lastMail(email));
      await app.inject({
        method: 'POST',
        url: api('profile/verify-email'),
        payload: { code },
        headers: { authorization: `Bearer ${token}` },
      });
      await app.inject({
        method: 'POST',
        url: api('login'),
        payload: { email, password: 'wrong password here' },
      });
      const all = lines.join('\n');
      expect(all.length).toBeGreaterThan(0);
      expect(all).not.toContain(password);
      expect(all).not.toContain(token);
      expect(all).not.toMatch(new RegExp(`(^|[^\\d.])${code}([^\\d]|$)`));
      expect(all).not.toContain('wrong password here');
    } finally {
      await app.close();
    }
  });
});

describe('mail language and the no-SMTP fallback', () => {
  it("sends mail in the user's language (Arabic, right-to-left HTML)", async () => {
    const { email } = await register({}, { lang: 'ar' });
    const mail = await lastMail(email);
    expect(mail.subject).toBe('رمز التحقق من جالية');
    expect(mail.text).toContain('استخدم هذا الرمز لتأكيد بريدك الإلكتروني');
    expect(mail.html).toContain('dir="rtl"');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('without SMTP_URL writes each message as an .eml file under MAIL_DIR', async () => {
    const { mkdtemp, readdir, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'jaliya-mail-'));
    const local = await buildTestApp({ SMTP_URL: undefined, MAIL_DIR: dir });
    try {
      const email = uniqueEmail();
      const res = await local.app.inject({
        method: 'POST',
        url: api('register'),
        payload: {
          name: 'File',
          email,
          password: goodPassword,
          password_confirmation: goodPassword,
          gender: 'male',
          terms: true,
        },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(201);
      await local.app.services.jobs.drain();
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
      const raws = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
      const mine = raws.filter((raw) => raw.includes(`To: ${email}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatch(/^\s*\d{6}\s*$/m);
    } finally {
      await local.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
