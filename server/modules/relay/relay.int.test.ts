import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayLimits } from '#shared/listings/relay.ts';
import { listingKinds } from '#shared/listings/kinds.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildListing, buildUser, uniqueTag } from '../../test/factories.ts';
import { startTestSmtp } from '../../test/smtp.ts';

/**
 * The contact relay's API (decision 105): who may write, the rate, the messages of refused input
 * in both languages, and the mail: to the author only, in the author's language, with the
 * reader's words and address, while the reader's answer never carries the author's address.
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let cityId: number;
const perHour = 3;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, RELAY_MESSAGES_PER_HOUR: perHour });
  cityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const contact = (id: number, options: { token?: string; message?: unknown; lang?: 'en' | 'ar' } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: api(`listings/${id}/contact`, options.lang ?? 'en', cityId),
    payload: { message: 'message' in options ? options.message : 'Is the room still free?' },
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
const stored = (listingId: number) =>
  ctx.db.selectFrom('relay_messages').selectAll().where('listing_id', '=', listingId).execute();
const mailsTo = async (email: string) => {
  await ctx.app.services.jobs.drain({ kinds: ['mail'] });
  return smtp.to(email);
};

/** An anonymous post by an author who reads in `lang`. */
async function postBy(lang: 'en' | 'ar', overrides: Parameters<typeof buildListing>[3] = {}) {
  const author = await buildUser(ctx.db, { lang, name: `Poster ${uniqueTag()}` });
  const post = await buildListing(ctx.db, listingKinds[0], cityId, {
    ownerId: author.id,
    anonymous: true,
    title: `Room near campus ${uniqueTag()}`,
    ...overrides,
  });
  return { author, post };
}

describe('the contact relay', () => {
  it('needs a signed-in reader with a verified address, not the author, and a listed post', async () => {
    const { author, post } = await postBy('en');
    expect((await contact(post.id)).statusCode).toBe(401);
    const unverified = await buildUser(ctx.db, { verified: false });
    const res = await contact(post.id, { token: unverified.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');

    const own = await contact(post.id, { token: author.token, lang: 'ar' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'LISTING_CONTACT_OWN',
      message: 'لا يمكنك إرسال رسالة بخصوص منشورك.',
    });

    const reader = await buildUser(ctx.db);
    for (const status of ['pending', 'rejected', 'closed'] as const) {
      const hidden = await buildListing(ctx.db, listingKinds[0], cityId, { status });
      expect((await contact(hidden.id, { token: reader.token })).statusCode, status).toBe(404);
      expect(await stored(hidden.id)).toEqual([]);
    }
    expect((await contact(2_000_000_000, { token: reader.token })).statusCode).toBe(404);
    expect(await stored(post.id)).toEqual([]);
    expect(await mailsTo(author.email)).toEqual([]);
  });

  it('refuses an empty, too long or control-character message with its translated message', async () => {
    const { author, post } = await postBy('en');
    const reader = await buildUser(ctx.db);
    const cases = [
      { message: '   ', en: 'Message is required', ar: 'الرسالة مطلوبة' },
      { message: undefined, en: 'Message is required', ar: 'الرسالة مطلوبة' },
      {
        message: 'x'.repeat(relayLimits.messageMax + 1),
        en: 'Message must be 2000 characters or fewer',
        ar: 'يجب ألا تزيد الرسالة على 2000 حرف',
      },
    ];
    for (const { message, en, ar } of cases)
      for (const [lang, text] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const res = await contact(post.id, { token: reader.token, message, lang });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([expect.objectContaining({ path: 'message', message: text })]);
      }
    const control = await contact(post.id, { token: reader.token, message: 'hi\u0000there' });
    expect(control.statusCode).toBe(400);
    expect(control.json().issues[0].path).toBe('message');
    expect(await stored(post.id)).toEqual([]);
    expect(await mailsTo(author.email)).toEqual([]);
  });

  it("mails the author in the author's language with the reader's words and address; the reader sees neither address", async () => {
    const arabic = await postBy('ar');
    const english = await postBy('en');
    const reader = await buildUser(ctx.db, { name: 'Samir Haddad', lang: 'en' });
    const words = 'Salam! Is the room still available for March?\nI work at the Ford campus.';

    const res = await contact(arabic.post.id, { token: reader.token, message: words });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(res.body).not.toContain(arabic.author.email);
    expect((await contact(english.post.id, { token: reader.token, lang: 'ar' })).statusCode).toBe(200);

    const [toArabic] = await mailsTo(arabic.author.email);
    expect(toArabic.subject).toBe(`رسالة بخصوص منشورك «${arabic.post.title}»`);
    expect(toArabic.html).toContain('dir="rtl"');
    expect(toArabic.text).toContain(`كتب إليك Samir Haddad بخصوص منشورك «${arabic.post.title}»`);
    expect(toArabic.text).toContain(words);
    expect(toArabic.text).toContain(reader.email);
    expect(toArabic.raw).toMatch(new RegExp(`^Reply-To: ${reader.email}`, 'im'));

    // the reader wrote from an Arabic page; the English author still reads English
    const [toEnglish] = await mailsTo(english.author.email);
    expect(toEnglish.subject).toBe(`A message about your post “${english.post.title}”`);
    expect(toEnglish.html).toContain('dir="ltr"');
    expect(toEnglish.text).toContain('Is the room still free?');

    // the reader gets nothing (no copy that could carry the author's address)
    expect(await mailsTo(reader.email)).toEqual([]);
    expect(await stored(arabic.post.id)).toEqual([
      expect.objectContaining({ sender_id: reader.id, recipient_id: arabic.author.id, body: words }),
    ]);
  });

  it(`lets a reader send ${perHour} messages an hour, then answers 429 with a translated message`, async () => {
    const reader = await buildUser(ctx.db);
    const posts = await Promise.all(Array.from({ length: perHour + 1 }, () => postBy('en')));
    for (const { post } of posts.slice(0, perHour))
      expect((await contact(post.id, { token: reader.token })).statusCode).toBe(200);
    const last = posts[perHour];
    for (const [lang, message] of [
      ['en', 'Too many attempts. Please wait a little and try again.'],
      ['ar', 'محاولات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.'],
    ] as const) {
      const res = await contact(last.post.id, { token: reader.token, lang });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect(await stored(last.post.id)).toEqual([]);
    expect(await mailsTo(last.author.email)).toEqual([]);
    // another reader is not limited by this one
    const other = await buildUser(ctx.db);
    expect((await contact(last.post.id, { token: other.token })).statusCode).toBe(200);
  });
});
