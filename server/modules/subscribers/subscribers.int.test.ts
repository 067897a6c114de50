import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { WebLoadContext } from '#web/load-context.ts';
import { action as subscribeAction } from '#web/routes/actions.subscribe.ts';
import * as confirmRoute from '#web/routes/newsletter-confirm.tsx';
import * as unsubscribeRoute from '#web/routes/newsletter-unsubscribe.tsx';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity } from '../../test/factories.ts';
import { type ReceivedMail, startTestSmtp } from '../../test/smtp.ts';
import { newsletterLimits } from './subscribers.service.ts';

const publicUrl = 'https://dearborn.jaliya.example';
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
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
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl });
  cityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await ctx.close();
  await smtp.close();
});

describe('POST subscribes', () => {
  it('takes a valid e-mail sent as form data and answers "check your inbox"', async () => {
    const res = await post(form('layla@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        subscribed: true,
        message: 'Almost done: check your inbox and confirm your subscription with the link we sent you.',
      },
    });
    expect(await countFor('layla@example.com')).toBe(1);
  });

  it('treats a repeat (any case) as the same success and stores it once', async () => {
    await post(form('omar@example.com'));
    const again = await post(form('  OMAR@Example.com '), { lang: 'ar' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      subscribed: true,
      message: 'بقيت خطوة: تحقّق من بريدك الإلكتروني وأكّد اشتراكك بالرابط الذي أرسلناه إليك.',
    });
    expect(await countFor('omar@example.com')).toBe(1);
  });

  it('refuses an invalid e-mail with "Email is not valid" and stores nothing', async () => {
    for (const bad of ['no-at-sign.example', 'a@b', 'a b@c.d', '']) {
      const res = await post(form(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'email', code: 'validation.emailInvalid', message: 'Email is not valid' },
      ]);
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
      context: {
        services: ctx.app.services,
        lang: 'en',
        clientIp: ip,
        config: { cityId },
      } as unknown as WebLoadContext,
      params: {},
    } as never) as Promise<{ data?: unknown; init?: ResponseInit | null } & Response>;

  it('limits one address to ten tries a minute with 429 and Retry-After', async () => {
    freezeLimiterClock();
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) expect((await post(form(`r${i}@example.com`), { ip })).statusCode).toBe(200);
    const limited = await post(form('r10@example.com'), { ip, lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('محاولات كثيرة'),
    });
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

describe('newsletter double opt-in', () => {
  const uniqueEmail = () => `n${randomBytes(5).toString('hex')}@example.com`;
  const subscribers = () => ctx.app.services.subscribers;
  const confirmed = () => subscribers().countConfirmed(cityId);
  /** The worker's part: send what is due, then read the inbox. */
  const mailsTo = async (email: string) => {
    await ctx.app.services.jobs.drain();
    return smtp.to(email);
  };
  const linkIn = (mail: ReceivedMail, path: string) => {
    const match = new RegExp(`${publicUrl}/newsletter/${path}\\?token=([\\w-]+)&lang=(en|ar)`).exec(
      mail.text,
    );
    if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
    return { url: match[0], token: match[1], lang: match[2] };
  };
  const pageContext = (lang: 'en' | 'ar' = 'en') =>
    ({
      services: ctx.app.services,
      lang,
      clientIp: nextIp(),
      config: { cityId, siteTitle: { en: 'Jaliya Dearborn', ar: 'جالية ديربورن' } },
    }) as unknown as WebLoadContext;
  type ActionAnswer = { data: { done: boolean }; init: ResponseInit | null };
  /** POSTs to a newsletter link's page as a browser form (or a mail client's one-click) would. */
  const postLink = (
    route: typeof confirmRoute | typeof unsubscribeRoute,
    url: string,
    body: Record<string, string>,
  ) =>
    route.action({
      request: new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      }),
      context: pageContext(),
      params: {},
    } as never) as unknown as Promise<ActionAnswer>;
  const openLink = (route: typeof confirmRoute | typeof unsubscribeRoute, url: string) =>
    route.loader({ request: new Request(url), context: pageContext(), params: {} } as never);
  const useClock = (at: () => Date) => {
    const service = subscribers();
    const real = service.now;
    service.now = at;
    onTestFinished(() => {
      service.now = real;
    });
  };

  it('mails a confirmation link in the page language and counts the address only once it is confirmed', async () => {
    const before = await confirmed();
    const en = uniqueEmail();
    const ar = uniqueEmail();
    await post(form(en));
    await post(form(ar), { lang: 'ar' });
    expect(await confirmed()).toBe(before);

    const [enMail] = await mailsTo(en);
    expect(enMail.subject).toBe('Confirm your Jaliya Dearborn newsletter subscription');
    expect(enMail.html).toContain('dir="ltr"');
    expect(linkIn(enMail, 'confirm').lang).toBe('en');
    const [arMail] = await mailsTo(ar);
    expect(arMail.subject).toBe('أكّد اشتراكك في نشرة جالية ديربورن');
    expect(arMail.text).toContain('أكّد الاشتراك لتبدأ في تلقّيها');
    expect(arMail.html).toContain('dir="rtl"');
    const arLink = linkIn(arMail, 'confirm');
    expect(arLink.lang).toBe('ar');
    // 256 random bits in the link; only a hash is stored
    expect(Buffer.from(arLink.token, 'base64url')).toHaveLength(32);
    const stored = await ctx.db
      .selectFrom('subscribers')
      .select(['confirm_token_hash', 'confirm_expires_at', 'confirmed_at'])
      .where('email', '=', ar)
      .executeTakeFirstOrThrow();
    expect(stored.confirmed_at).toBeNull();
    expect(stored.confirm_token_hash?.toString('base64url')).not.toBe(arLink.token);
    expect(stored.confirm_expires_at?.getTime()).toBeGreaterThan(
      Date.now() + newsletterLimits.confirmTtlMs - 60_000,
    );

    // opening the link (a mail scanner's GET) changes nothing; the page's POST button confirms
    const page = await openLink(confirmRoute, arLink.url);
    expect(page).toMatchObject({ token: arLink.token, title: 'Confirm your subscription' });
    expect(await confirmed()).toBe(before);
    const done = await postLink(confirmRoute, arLink.url, { token: arLink.token });
    expect(done.data).toEqual({ done: true });
    expect(await confirmed()).toBe(before + 1);
    // single use
    const again = await postLink(confirmRoute, arLink.url, { token: arLink.token });
    expect(again.data).toEqual({ done: false });
    expect(again.init?.status).toBe(400);
    expect(await confirmed()).toBe(before + 1);
  });

  it('refuses an expired, a made-up or a malformed confirmation token', async () => {
    const email = uniqueEmail();
    await post(form(email));
    const link = linkIn((await mailsTo(email))[0], 'confirm');
    const before = await confirmed();
    const expiry = Date.now() + newsletterLimits.confirmTtlMs;
    useClock(() => new Date(expiry + 1000));
    expect((await postLink(confirmRoute, link.url, { token: link.token })).data).toEqual({ done: false });
    for (const token of [randomBytes(32).toString('base64url'), '', 'x', `${'a'.repeat(500)}`, "' or 1=1 --"])
      expect((await postLink(confirmRoute, `${publicUrl}/newsletter/confirm`, { token })).data).toEqual({
        done: false,
      });
    expect(await confirmed()).toBe(before);
  });

  it('sends at most one confirmation per address in 6 hours and answers the same every time', async () => {
    const email = uniqueEmail();
    const answers = [];
    for (const typed of [email, email.toUpperCase(), ` ${email} `])
      answers.push((await post(form(typed))).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);

    const later = Date.now() + newsletterLimits.resendAfterMs + 1000;
    useClock(() => new Date(later));
    expect((await post(form(email))).json()).toEqual(answers[0]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // the newer link is the live one; the older no longer works
    const [first, second] = mails.map((m) => linkIn(m, 'confirm'));
    expect((await postLink(confirmRoute, first.url, { token: first.token })).data.done).toBe(false);
    expect((await postLink(confirmRoute, second.url, { token: second.token })).data.done).toBe(true);

    // a confirmed address gets no more mail, and the same answer
    const farLater = later + newsletterLimits.resendAfterMs + 1000;
    useClock(() => new Date(farLater));
    expect((await post(form(email))).json()).toEqual(answers[0]);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses another site's form post to the footer action and stores nothing", async () => {
    const email = uniqueEmail();
    const request = new Request('http://localhost/actions/subscribe', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ email, redirectTo: '/' }),
    });
    const refused = await (
      subscribeAction({ request, context: pageContext(), params: {} } as never) as Promise<unknown>
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 } });
    expect(await countFor(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends an issue only to confirmed subscribers, each with a one-click unsubscribe (RFC 8058)', async () => {
    const confirm = async (email: string, lang: 'en' | 'ar') => {
      await post(form(email), { lang });
      const link = linkIn((await mailsTo(email))[0], 'confirm');
      expect((await postLink(confirmRoute, link.url, { token: link.token })).data.done).toBe(true);
    };
    const en = uniqueEmail();
    const ar = uniqueEmail();
    const pending = uniqueEmail();
    await confirm(en, 'en');
    await confirm(ar, 'ar');
    await post(form(pending));
    await mailsTo(pending);
    const issue = {
      subject: { en: 'This week in Dearborn', ar: 'هذا الأسبوع في ديربورن' },
      body: { en: 'New shops opened.\n\nSee you soon.', ar: 'افتتحت متاجر جديدة.\n\nإلى اللقاء.' },
    };
    const total = await confirmed();
    expect(await subscribers().sendIssue(cityId, issue)).toEqual({ queued: total });
    const [enIssue] = (await mailsTo(en)).filter((m) => m.subject === issue.subject.en);
    const [arIssue] = (await mailsTo(ar)).filter((m) => m.subject === issue.subject.ar);
    expect((await mailsTo(pending)).filter((m) => m.subject === issue.subject.en)).toEqual([]);
    expect(arIssue.html).toContain('dir="rtl"');
    expect(arIssue.text).toContain('إلغاء الاشتراك بنقرة واحدة');

    const headers = enIssue.raw.slice(0, enIssue.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    const link = linkIn(enIssue, 'unsubscribe');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1];
    expect(header).toBe(link.url);
    expect(header).toMatch(/^https:\/\//);
    expect(enIssue.html).toContain(`href="${link.url.replace(/&/g, '&#38;')}"`);

    // GET shows a button and changes nothing; the mail client's POST (no cookie) unsubscribes
    expect(await openLink(unsubscribeRoute, link.url)).toMatchObject({ token: link.token });
    expect(await confirmed()).toBe(total);
    const oneClick = await postLink(unsubscribeRoute, header as string, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.data).toEqual({ done: true });
    expect(await confirmed()).toBe(total - 1);
    expect((await postLink(unsubscribeRoute, header as string, {})).data).toEqual({ done: true });
    expect(
      (await postLink(unsubscribeRoute, `${publicUrl}/newsletter/unsubscribe?token=nope`, {})).data,
    ).toEqual({ done: false });

    // the next issue skips the address that left
    expect(await subscribers().sendIssue(cityId, issue)).toEqual({ queued: total - 1 });
    expect((await mailsTo(en)).filter((m) => m.subject === issue.subject.en)).toHaveLength(1);
    expect((await mailsTo(ar)).filter((m) => m.subject === issue.subject.ar)).toHaveLength(2);
  });
});
