import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCode, errorCodes } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';
import { api, type TestContext } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { controlCharacters } from '../../test/hostile-input.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { buildWebTestApp, formPost } from '../../test/web-app.ts';

/**
 * Every text field of every API endpoint, and every web form and page parameter, fed NUL and other
 * C0 controls (and DEL): each answers a specific translated 4xx and changes no row. The API side is
 * enumerated from the OpenAPI document, so an endpoint or field added later is fed too; an endpoint
 * missing from `endpoints` below fails the test until it gets a valid baseline request.
 */

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const password = 'correct horse battery';
const userEmail = `controls-${Date.now()}@example.com`;
let token: string;
let sessionCookie: string;
/** Callers for routes above a plain signed-in user: the level is checked before the input is. */
const callers: Record<'verified' | 'moderator', string> = { verified: '', moderator: '' };

let ipCounter = 0;
/** Every request from its own address, so per-IP throttles never decide an answer here. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildWebTestApp({ SMTP_URL: smtp.url });
  const res = await ctx.app.inject({
    method: 'POST',
    url: api('register'),
    remoteAddress: freshIp(),
    payload: {
      name: 'Control Tester',
      email: userEmail,
      password,
      password_confirmation: password,
      gender: 'male',
      terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  token = res.json().data.token;
  sessionCookie = `jaliya_session=${token}`;
  callers.verified = (await buildUser(ctx.db)).token;
  callers.moderator = (await buildUser(ctx.db, { role: 'moderator' })).token;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A fingerprint of every row of every table: equal fingerprints, no row added, changed or removed. */
async function allRows(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(ctx.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ digest: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`.execute(
      ctx.db,
    );
    parts.push(`${name}:${rows[0]?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}

/** `value` with `c` in its middle, where a paste would hide it. */
function withControl(value: unknown, c: string): string {
  const text = value === undefined || value === '' ? 'xy' : String(value);
  const at = Math.ceil(text.length / 2);
  return `${text.slice(0, at)}${c}${text.slice(at)}`;
}

// ── the API ──────────────────────────────────────────────────────────────────────────────────────

type Expect =
  /** 400 VALIDATION_FAILED whose issue for this field is the control-character message (the default for text). */
  | 'control'
  /** 400 VALIDATION_FAILED with an issue on this field (enums, numbers, codes, confirmations). */
  | 'invalid'
  /** A specific AppError answer, with the field's issue when it names one. */
  | { status: number; code: ErrorCode; issue?: string };

interface Endpoint {
  /** Valid values: the request succeeds (or fails for another reason) without the control character. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** true: the registered (unverified) user; or the level the route asks for */
  auth?: boolean | keyof typeof callers;
  /** Fields whose answer is not the control-character message, and why it is still the right one. */
  expect?: Record<string, Expect>;
}

const passwordChecked: Expect = { status: 400, code: 'WRONG_PASSWORD', issue: 'errors.wrongPassword' };
const invalidEmail = { email: 'invalid' } as const;

/** Every API operation, `METHOD path` as the OpenAPI document names it (without the /api/v1/{lang}/{cityId} prefix). */
const endpoints: Record<string, Endpoint> = {
  'GET /categories': { query: { type: 'shops' }, expect: { type: 'invalid' } },
  'GET /welcome_screen': {},
  'GET /general-setting': {},
  'POST /subscribes': {
    body: { email: 'reader@example.com' },
    // the newsletter service answers every bad address with its own message
    expect: invalidEmail,
  },
  'GET /blogs/web': {
    query: { page: '1', per_page: '9', cursor: 'abc' },
    expect: { page: 'invalid', per_page: 'invalid', cursor: 'invalid' },
  },
  'GET /blogs/{id}': { params: { id: '1' }, expect: { id: 'invalid' } },
  'GET /user-guides': { query: { section: 'faq' }, expect: { section: 'invalid' } },
  'GET /user-guides/{id}': { params: { id: '1' }, expect: { id: 'invalid' } },
  'GET /search': {
    query: { q: 'halal', type: 'all', page: '1' },
    expect: { type: 'invalid', page: 'invalid' },
  },
  'GET /about': {},
  'GET /our_services': {},
  'GET /contact-page': {},
  'GET /pages/{key}': { params: { key: 'about' }, expect: { key: { status: 404, code: 'NOT_FOUND' } } },
  'GET /home': {},
  'POST /contact': {
    body: {
      name: 'Layla',
      email: 'layla@example.com',
      phone: '313 555 0100',
      subject: 'Hello',
      message: 'A question\nabout the site.',
    },
  },
  'POST /register': {
    body: {
      name: 'New Person',
      email: 'new.person@example.com',
      phone: '313 555 0101',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: true,
    },
    expect: { password_confirmation: 'invalid', gender: 'invalid', terms: 'invalid' },
  },
  'POST /login': {
    body: { email: userEmail, password },
    // a password is never validated at login, only compared with the stored hash
    expect: { password: passwordChecked },
  },
  'POST /logout': { auth: true },
  'POST /forgot-password': { body: { email: userEmail } },
  'POST /reset-password': {
    body: { email: userEmail, code: '123456', password, password_confirmation: password },
    expect: { code: 'invalid', password_confirmation: 'invalid' },
  },
  'GET /profile': { auth: true },
  'PUT /profile': {
    auth: true,
    body: { name: 'Control Tester', phone: '313 555 0102', gender: 'male' },
    expect: { gender: 'invalid' },
  },
  'POST /profile/verify-email/send': { auth: true },
  'POST /profile/verify-email': { auth: true, body: { code: '123456' }, expect: { code: 'invalid' } },
  'POST /profile/change-email': {
    auth: true,
    body: { email: 'other@example.com', password },
    expect: { password: passwordChecked },
  },
  'POST /profile/change-email/confirm': { auth: true, body: { code: '123456' }, expect: { code: 'invalid' } },
  'POST /profile/change-password': {
    auth: true,
    body: {
      current_password: password,
      password: 'another long passphrase',
      password_confirmation: 'another long passphrase',
    },
    expect: { current_password: passwordChecked, password_confirmation: 'invalid' },
  },
  'POST /profile/delete': {
    auth: true,
    body: { password, confirm: true },
    expect: { password: passwordChecked, confirm: 'invalid' },
  },
  'GET /profile/favorite': { auth: true, query: { kind: 'blog' }, expect: { kind: 'invalid' } },
  'POST /profile/favorite': {
    auth: true,
    body: { kind: 'blog', id: 1 },
    expect: { kind: 'invalid', id: 'invalid' },
  },
  'POST /profile/save': {
    auth: true,
    body: { kind: 'blog', id: 1 },
    expect: { kind: 'invalid', id: 'invalid' },
  },
  'DELETE /profile/save/{kind}/{id}': {
    auth: true,
    params: { kind: 'blog', id: '1' },
    expect: { kind: 'invalid', id: 'invalid' },
  },
  'GET /profile/posts': { auth: true, query: { kind: 'product' }, expect: { kind: 'invalid' } },
  // listings: the attributes are one JSON object (a kind's fields are checked by its schema in the service)
  'POST /listings': {
    auth: 'verified',
    body: {
      kind: 'product',
      title: 'Car seat',
      description: 'Clean.\nNo accidents.',
      price: '40',
      attributes: {},
      idempotency_key: 'control-test-key',
    },
    expect: {
      kind: 'invalid',
      price: 'invalid',
      attributes: 'invalid',
      idempotency_key: 'invalid',
      photo_ids: 'invalid',
      photo_groups: 'invalid',
      anonymous: 'invalid',
    },
  },
  'GET /listings': {
    query: { kind: 'product', sort: 'newest', cursor: 'abc', per_page: '10', price_min: '1', price_max: '9' },
    expect: {
      kind: 'invalid',
      sort: 'invalid',
      cursor: 'invalid',
      per_page: 'invalid',
      price_min: 'invalid',
      price_max: 'invalid',
    },
  },
  'GET /listings/{id}': { params: { id: '1' }, expect: { id: 'invalid' } },
  'GET /jobs/web/looking_for': { query: { cursor: 'abc' }, expect: { cursor: 'invalid' } },
  'GET /filter-market': {
    query: { main_id: '1', category_id: '2', cursor: 'abc' },
    expect: { main_id: 'invalid', category_id: 'invalid', cursor: 'invalid' },
  },
  'PUT /listings/{id}': {
    auth: 'verified',
    params: { id: '1' },
    body: { title: 'Car seat', description: 'Clean.', price: '40', attributes: {} },
    expect: {
      id: 'invalid',
      price: 'invalid',
      attributes: 'invalid',
      photo_ids: 'invalid',
      photo_groups: 'invalid',
      anonymous: 'invalid',
    },
  },
  // the body is one JSON object checked by the kind's hours schema in the service
  'PUT /listings/{id}/hours': { auth: 'verified', params: { id: '1' }, body: {}, expect: { id: 'invalid' } },
  // a multipart file, no text field: the upload's checks are in photos.int.test.ts
  'POST /photos': { auth: true },
  'DELETE /listings/{id}': { auth: true, params: { id: '1' }, expect: { id: 'invalid' } },
  'POST /listings/{id}/close': { auth: true, params: { id: '1' }, expect: { id: 'invalid' } },
  'POST /listings/{id}/renew': { auth: true, params: { id: '1' }, expect: { id: 'invalid' } },
  'GET /moderation/listings': { auth: true },
  'POST /moderation/listings/{id}/approve': {
    auth: 'moderator',
    params: { id: '1' },
    expect: { id: 'invalid' },
  },
  'POST /moderation/listings/{id}/reject': {
    auth: 'moderator',
    params: { id: '1' },
    body: { reason: 'Blurry photo' },
    expect: { id: 'invalid', reason_code: 'invalid' },
  },
  'POST /moderation/listings/{id}/restore': {
    auth: 'moderator',
    params: { id: '1' },
    expect: { id: 'invalid' },
  },
  'POST /moderation/listings/{id}/trust': {
    auth: 'moderator',
    params: { id: '1' },
    expect: { id: 'invalid' },
  },
  'POST /moderation/listings/{id}/untrust': {
    auth: 'moderator',
    params: { id: '1' },
    expect: { id: 'invalid' },
  },
  'POST /listings/{id}/report': {
    auth: true,
    params: { id: '1' },
    body: { reason: 'spam', note: 'Looks fake' },
    expect: { id: 'invalid', reason: 'invalid' },
  },
  'GET /rents/web/looking_for': {},
  'POST /listings/{id}/contact': {
    auth: 'verified',
    params: { id: '1' },
    body: { message: 'Is it still available?' },
    expect: { id: 'invalid' },
  },
};

const apiPrefix = '/api/v1/{lang}/{cityId}';
interface Operation {
  name: string;
  method: string;
  path: string;
  fields: { in: 'path' | 'query' | 'body'; name: string }[];
}

/** The operations and their input fields, read from the app's own OpenAPI document. */
function operations(): Operation[] {
  type Param = { in: string; name: string };
  type Op = {
    parameters?: Param[];
    requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  };
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, Op>> };
  const out: Operation[] = [];
  for (const [fullPath, ops] of Object.entries(spec.paths)) {
    if (!fullPath.startsWith(`${apiPrefix}/`)) continue;
    const path = fullPath.slice(apiPrefix.length);
    for (const [method, op] of Object.entries(ops)) {
      const fields: Operation['fields'] = [];
      // the language and city are the API prefix's, checked once for every route (platform tests)
      for (const p of op.parameters ?? [])
        if ((p.in === 'path' || p.in === 'query') && p.name !== 'lang' && p.name !== 'cityId')
          fields.push({ in: p.in, name: p.name });
      const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const name of Object.keys(body)) fields.push({ in: 'body', name });
      out.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, fields });
    }
  }
  return out;
}

function requestFor(op: Operation, endpoint: Endpoint, lang: Lang, field: string, c: string) {
  const params = { ...endpoint.params };
  const query = { ...endpoint.query };
  const body = { ...endpoint.body };
  const where = op.fields.find((f) => f.name === field)?.in;
  if (where === 'path') params[field] = withControl(params[field], c);
  if (where === 'query') query[field] = withControl(query[field], c);
  if (where === 'body') body[field] = withControl(body[field], c);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return {
    method: op.method as 'GET',
    url: `${api(path.slice(1), lang)}${search ? `?${search}` : ''}`,
    remoteAddress: freshIp(),
    headers: endpoint.auth
      ? { authorization: `Bearer ${endpoint.auth === true ? token : callers[endpoint.auth]}` }
      : {},
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: body }),
  };
}

describe('the API table covers every operation', () => {
  it('has a baseline request for each operation of the OpenAPI document, and no stale entries', () => {
    const names = operations().map((op) => op.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !(n in endpoints))).toEqual([]);
    expect(Object.keys(endpoints).filter((n) => !names.includes(n))).toEqual([]);
  });
});

describe('API: control characters in every field answer a specific translated 4xx and change nothing', () => {
  // computed at collection time from a table of names: the spec itself is read inside each test
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(`${name}`, async () => {
      const op = operations().find((o) => o.name === name);
      expect(op, name).toBeDefined();
      if (!op) return;
      for (const { name: field } of op.fields) {
        const expected = endpoint.expect?.[field] ?? 'control';
        const before = await allRows();
        for (const c of controlCharacters) {
          const messages: Record<Lang, string> = { en: '', ar: '' };
          for (const lang of ['en', 'ar'] as const) {
            const t = translator(lang);
            const res = await ctx.app.inject(requestFor(op, endpoint, lang, field, c));
            const label = `${name} ${field} ${JSON.stringify(c)} ${lang}: ${res.body.slice(0, 300)}`;
            const json = res.json();
            const code: ErrorCode = typeof expected === 'object' ? expected.code : 'VALIDATION_FAILED';
            // the field's own issue: the control-character message, another field message, or none
            const issueCode =
              expected === 'control'
                ? 'validation.controlCharacters'
                : expected === 'invalid'
                  ? expect.stringMatching(/^[a-z]+\.[\w.]+$/)
                  : expected.issue;
            expect(res.statusCode, label).toBe(errorCodes[code].status);
            expect(json.code, label).toBe(code);
            expect(json.message, label).toBe(t(errorCodes[code].message));
            const issue = (json.issues ?? []).find((i: { path: string }) => i.path === field);
            expect(issue?.code, label).toEqual(issueCode);
            expect(issue?.message, label).toBe(issue ? t(issue.code) : undefined);
            messages[lang] = issue?.message ?? json.message;
          }
          expect(messages.ar, `${name} ${field}: translated`).not.toBe(messages.en);
        }
        expect(await allRows(), `${name} ${field}: no row changed`).toBe(before);
      }
      // every field in both languages renders a whole page: slow on two shared cores
    }, 60_000);
  }
});

describe('the safety net: a text field whose schema forgot the check still answers 400', () => {
  it('maps PostgreSQL refusing NUL (22021) and untranslatable text (22P05) to a translated INVALID_CHARACTERS', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: errorsPlugin } = await import('../../plugins/errors.ts');
    const bare = Fastify();
    bare.decorateRequest('lang', 'en');
    bare.addHook('onRequest', async (request) => {
      request.lang = (request.query as { lang?: Lang }).lang ?? 'en';
    });
    await bare.register(errorsPlugin);
    // a route that hands request text straight to PostgreSQL, as a forgotten field would
    bare.get('/forgot-field', async (request) => {
      const { text } = request.query as { text: string };
      await sql`select ${text}::text`.execute(ctx.db);
      return { ok: true };
    });
    bare.get('/untranslatable', async () => {
      throw Object.assign(new Error('character with byte sequence has no equivalent in encoding'), {
        code: '22P05',
      });
    });
    try {
      for (const lang of ['en', 'ar'] as const) {
        const t = translator(lang);
        const nul = await bare.inject(`/forgot-field?lang=${lang}&text=a%00b`);
        expect(nul.statusCode).toBe(400);
        expect(nul.json()).toEqual({ code: 'INVALID_CHARACTERS', message: t('errors.invalidCharacters') });
        const other = await bare.inject(`/untranslatable?lang=${lang}`);
        expect(other.statusCode).toBe(400);
        expect(other.json()).toEqual({ code: 'INVALID_CHARACTERS', message: t('errors.invalidCharacters') });
      }
      expect(translator('ar')('errors.invalidCharacters')).not.toBe(
        translator('en')('errors.invalidCharacters'),
      );
      // text PostgreSQL takes is not caught by the net
      expect((await bare.inject('/forgot-field?text=plain')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

// ── the web side: form actions and page parameters ──────────────────────────────────────────────

/** The translated message, rendered as the text of an element (not only shipped in the page's catalog). */
function expectRendered(html: string, key: string, lang: Lang, label: string) {
  // as React writes text into HTML, then escaped for the pattern
  const html5 = translator(lang)(key)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  const text = html5.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(html, `${label}: ${key} rendered`).toMatch(new RegExp(`>\\s*${text}\\s*</`));
}

interface WebForm {
  url: string;
  fields: Record<string, string>;
  /** Signed in (the session cookie), for account pages. */
  auth?: boolean;
  /** Hidden fields that pick the form, not text a person types. */
  fixed?: string[];
  /** Hidden inputs and radio buttons: a control character there is tampering; the 400 is enough. */
  untyped?: string[];
  /** The message a field shows instead of the control-character one, and why. */
  expect?: Record<string, string>;
}

const mismatch = 'account.validation.passwordMismatch';
const webLoginEmail = `controls-web-${Date.now()}@example.com`;

/** Every form of the site that takes text (the newsletter box has its own test below). */
const webForms: Record<string, WebForm> = {
  contact: {
    url: '/Contact',
    fields: {
      name: 'Layla',
      email: 'layla@example.com',
      phone: '313 555 0100',
      subject: 'Hello',
      message: 'A question\nabout the site.',
    },
  },
  register: {
    url: '/Register',
    fields: {
      name: 'New Person',
      email: 'web.new.person@example.com',
      phone: '313 555 0103',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: 'on',
    },
    expect: {
      password_confirmation: mismatch,
      gender: 'account.validation.genderRequired',
      terms: 'account.validation.acceptTerms',
    },
  },
  login: {
    url: '/Login',
    fields: { email: webLoginEmail, password },
    // a password is only compared with the stored hash at login
    expect: { password: 'errors.wrongPassword' },
  },
  'forgot password (request a code)': {
    url: '/Forget-Password',
    fields: { intent: 'request', email: userEmail },
    fixed: ['intent'],
  },
  'forgot password (reset)': {
    url: '/Forget-Password',
    fields: { intent: 'reset', email: userEmail, code: '123456', password, password_confirmation: password },
    fixed: ['intent'],
    // the e-mail travels in a hidden input from the first step
    untyped: ['email'],
    expect: { code: 'account.validation.codeInvalid', password_confirmation: mismatch },
  },
  'profile (edit)': {
    url: '/Profile',
    auth: true,
    fields: { intent: 'profile', name: 'Control Tester', phone: '313 555 0102', gender: 'male' },
    fixed: ['intent'],
    untyped: ['gender'],
  },
  'profile (verify e-mail)': {
    url: '/Profile',
    auth: true,
    fields: { intent: 'verify', code: '123456' },
    fixed: ['intent'],
    expect: { code: 'account.validation.codeInvalid' },
  },
  'profile (change e-mail)': {
    url: '/Profile',
    auth: true,
    fields: { intent: 'change-email', email: 'other.web@example.com', password },
    fixed: ['intent'],
    expect: { password: 'errors.wrongPassword' },
  },
  'change password': {
    url: '/changePassword',
    auth: true,
    fields: {
      current_password: password,
      password: 'another long passphrase',
      password_confirmation: 'another long passphrase',
    },
    expect: { current_password: 'errors.wrongPassword', password_confirmation: mismatch },
  },
  'delete account': {
    url: '/delete-account',
    auth: true,
    fields: { password, confirm: 'yes' },
    expect: { password: 'errors.wrongPassword', confirm: 'account.validation.confirmDelete' },
  },
};

describe('web forms: control characters answer 400 with the translated message beside the field', () => {
  beforeAll(async () => {
    // its own account: the API table above spends login attempts on the first one
    const res = await ctx.app.inject({
      method: 'POST',
      url: api('register'),
      remoteAddress: freshIp(),
      payload: {
        name: 'Web Login',
        email: webLoginEmail,
        password,
        password_confirmation: password,
        gender: 'female',
        terms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  for (const [name, form] of Object.entries(webForms)) {
    it(name, async () => {
      const post = (field: string, c: string, lang: Lang) =>
        ctx.app.inject({
          ...formPost(
            form.url,
            { ...form.fields, [field]: withControl(form.fields[field], c) },
            { lang, cookie: form.auth ? sessionCookie : undefined },
          ),
          remoteAddress: freshIp(),
        });
      const fields = Object.keys(form.fields).filter((f) => !form.fixed?.includes(f));
      for (const field of fields.filter((f) => !form.untyped?.includes(f))) {
        const key = form.expect?.[field] ?? 'validation.controlCharacters';
        const before = await allRows();
        for (const c of controlCharacters)
          for (const lang of ['en', 'ar'] as const) {
            const res = await post(field, c, lang);
            const label = `${name} ${field} ${JSON.stringify(c)} ${lang}`;
            expect(res.statusCode, label).toBe(400);
            expectRendered(res.body, key, lang, label);
          }
        expect(await allRows(), `${name} ${field}: no row changed`).toBe(before);
      }
      for (const field of form.untyped ?? []) {
        const before = await allRows();
        for (const c of controlCharacters)
          expect((await post(field, c, 'en')).statusCode, `${name} ${field} ${JSON.stringify(c)}`).toBe(400);
        expect(await allRows(), `${name} ${field}: no row changed`).toBe(before);
      }
      // every field in both languages renders a whole page: slow on two shared cores
    }, 60_000);
  }

  it('the newsletter box (with JavaScript) refuses an address with control characters', async () => {
    const before = await allRows();
    for (const c of controlCharacters) {
      const res = await ctx.app.inject({
        ...formPost('/actions/subscribe', { email: withControl('reader@example.com', c), js: '1' }),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await allRows()).toBe(before);
  });
});

describe('web pages: control characters in paths and queries never answer 5xx', () => {
  it.each(controlCharacters)(
    'the search page with %j in the keyword answers 400 with the translated message',
    async (c) => {
      for (const lang of ['en', 'ar'] as const)
        for (const path of [
          `/search-result/${encodeURIComponent(withControl('halal', c))}`,
          `/search-result/${encodeURIComponent(c)}/blogs`,
        ]) {
          const res = await ctx.app.inject({ url: path, headers: { cookie: `lang=${lang}` } });
          expect(res.statusCode, `${path} ${lang}`).toBe(400);
          expectRendered(res.body, 'validation.controlCharacters', lang, `${path} ${lang}`);
        }
    },
  );

  it.each(controlCharacters)(
    'the search forms without JavaScript move %j into the path, where it gets the same 400',
    async (c) => {
      for (const url of [
        `/search-result?keyword=${encodeURIComponent(withControl('halal', c))}`,
        `/search-result/halal?q=${encodeURIComponent(withControl('halal', c))}`,
      ]) {
        const res = await ctx.app.inject(url);
        expect(res.statusCode, url).toBe(302);
        const next = await ctx.app.inject(String(res.headers.location));
        expect(next.statusCode, url).toBe(400);
      }
    },
  );

  it.each(controlCharacters)('pages with %j in a parameter answer a 4xx, or ignore it', async (c) => {
    const e = encodeURIComponent(c);
    for (const url of [
      `/Show-Blog/1${e}/slug`,
      `/Show-Blog/1/slug${e}`,
      `/Show-User-Guide/1${e}`,
      `/Blog?page=1${e}`,
      `/Blog?cursor=a${e}`,
      `/User-Guide?section=faq${e}`,
      `/?lang=ar${e}`,
      `/Login?redirectTo=%2FBlog${e}`,
      `/Register?redirectTo=%2FBlog${e}`,
      `/Contact${e}`,
      `/${e}`,
    ]) {
      const res = await ctx.app.inject({ url, headers: { cookie: sessionCookie } });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
