import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import {
  buildCity,
  buildListing,
  buildUser,
  countListingsOwnedBy,
  jobAttributeDefaults,
  uniqueTag,
} from '../../test/factories.ts';
import { plansOf } from '../../test/query-plans.ts';
import { listingsRepository } from '../listings/listings.repository.ts';

/** The jobs kind through the API: its rules and §5 messages in both languages, its filters and §7 list. */
let ctx: TestContext;
let cityId: number;
let listCity: number;
/** The salary order's city: its four posts are the whole list (made before the app reads its cities). */
let payCity: number;
beforeAll(async () => {
  ctx = await buildTestApp({ LISTING_POSTS_PER_DAY: 100 });
  cityId = (await buildCity(ctx.db)).id;
  listCity = (await buildCity(ctx.db)).id;
  payCity = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const post = (token: string, body: object, lang: 'en' | 'ar' = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: api('listings', lang, cityId),
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
const jobRequest = (attributes: Record<string, unknown> = {}, overrides: object = {}) => ({
  kind: 'job',
  title: `Line cook ${uniqueTag()}`,
  description: 'Evening shifts at a family grill.',
  price: 17,
  attributes: { ...jobAttributeDefaults, ...attributes },
  ...overrides,
});
const countOwned = (ownerId: number) => countListingsOwnedBy(ctx.db, ownerId);
/** The refused request's field messages, by path. */
const messagesOf = (res: { json: () => { issues?: Array<{ path: string; message: string }> } }) =>
  Object.fromEntries((res.json().issues ?? []).map((i) => [i.path, i.message]));

describe('posting a job', () => {
  it.each([
    ['en', 'Please fill phone number or email address'],
    ['ar', 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني'],
  ] as const)('needs a phone or an e-mail (%s) and writes nothing without one', async (lang, message) => {
    const author = await buildUser(ctx.db);
    for (const contact of [{}, { phone: '', email: '' }, { phone: '  ' }]) {
      const { phone: _p, email: _e, ...rest } = jobAttributeDefaults;
      const res = await post(
        author.token,
        jobRequest({ ...contact }, { attributes: { ...rest, ...contact } }),
        lang,
      );
      expect(res.statusCode, JSON.stringify(contact)).toBe(400);
      expect(messagesOf(res)['attributes.phone']).toBe(message);
    }
    expect(await countOwned(author.id)).toBe(0);
    // either one is enough
    const { email: _e, ...phoneOnly } = jobAttributeDefaults;
    expect((await post(author.token, jobRequest({}, { attributes: phoneOnly }))).statusCode).toBe(201);
    const { phone: _p, ...emailOnly } = jobAttributeDefaults;
    expect((await post(author.token, jobRequest({}, { attributes: emailOnly }))).statusCode).toBe(201);
  });

  it.each([
    [
      'en',
      {
        'attributes.job_type': 'Job Type is required',
        'attributes.post_type': 'Type is required',
        'attributes.location': 'Location is required',
        'attributes.email': 'Email is not valid',
      },
    ],
    [
      'ar',
      {
        'attributes.job_type': 'نوع الوظيفة مطلوب',
        'attributes.post_type': 'النوع مطلوب',
        'attributes.location': 'الموقع مطلوب',
        'attributes.email': 'البريد الإلكتروني غير صالح',
      },
    ],
  ] as const)(
    'answers every missing or bad field with its own message (%s), all at once',
    async (lang, expected) => {
      const author = await buildUser(ctx.db);
      const { job_type: _j, post_type: _t, location: _l, ...rest } = jobAttributeDefaults;
      const res = await post(
        author.token,
        jobRequest({}, { attributes: { ...rest, email: 'not-an-email' } }),
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toMatchObject(expected);
      expect(await countOwned(author.id)).toBe(0);
    },
  );

  it.each([
    ['en', 'Description is required', 'Say whether the salary is per hour, day, week or month'],
    ['ar', 'الوصف مطلوب', 'حدّد إن كان الراتب بالساعة أو باليوم أو بالأسبوع أو بالشهر'],
  ] as const)('needs a description, and a salary needs its unit (%s)', async (lang, description, unit) => {
    const author = await buildUser(ctx.db);
    const { salary_type: _s, ...withoutUnit } = jobAttributeDefaults;
    const res = await post(
      author.token,
      jobRequest({}, { description: '  ', attributes: withoutUnit }),
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toMatchObject({ description, 'attributes.salary_type': unit });
    expect(await countOwned(author.id)).toBe(0);
    // no salary stated: no unit needed
    const open = await post(author.token, jobRequest({}, { price: null, attributes: withoutUnit }), lang);
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().data.price).toBeNull();
  });

  it.each([
    ['en', 'Company name is required for a company post', 'Enter a full web address starting with https://'],
    ['ar', 'اسم الشركة مطلوب لإعلان الشركة', 'أدخل عنواناً كاملاً يبدأ بـ https://'],
  ] as const)(
    'a company post names its company; a portfolio is an http(s) address (%s)',
    async (lang, company, url) => {
      const author = await buildUser(ctx.db);
      for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://example.com/cv']) {
        const res = await post(
          author.token,
          jobRequest({ poster_kind: 'company', company: '', portfolio_url: bad }),
          lang,
        );
        expect(res.statusCode, bad).toBe(400);
        expect(messagesOf(res)).toMatchObject({
          'attributes.company': company,
          'attributes.portfolio_url': url,
        });
      }
      expect(await countOwned(author.id)).toBe(0);
      // an individual needs no company name
      const res = await post(author.token, jobRequest({ poster_kind: 'individual', company: '' }));
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  it('reads Arabic-Indic digits in the salary and the phone', async () => {
    const author = await buildUser(ctx.db);
    const res = await post(author.token, jobRequest({ phone: '+١ ٣١٣ ٥٥٥ ٠١٤٤' }, { price: '١٨٫٥٠' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.price).toBe(18.5);
    expect(res.json().data.attributes.phone).toBe('+1 313 555 0144');
  });

  it('refuses a job type, salary unit or experience outside its list', async () => {
    const author = await buildUser(ctx.db);
    for (const [field, value] of [
      ['job_type', 'gig'],
      ['salary_type', 'year'],
      ['experience', 'guru'],
      ['poster_kind', 'robot'],
    ]) {
      const res = await post(author.token, jobRequest({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(messagesOf(res)), field).toContain(`attributes.${field}`);
    }
    expect(await countOwned(author.id)).toBe(0);
  });
});

describe('the job lists', () => {
  const list = async (query: string, lang: 'en' | 'ar' = 'en') =>
    ctx.app.inject({ method: 'GET', url: api(`listings?kind=job&per_page=50&${query}`, lang, listCity) });
  const ids = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Array<{ id: number }>).map((i) => i.id).sort();
  };
  let cook: number;
  let nurse: number;
  let seeker: number;
  let pending: number;
  beforeAll(async () => {
    const job = (attributes: Record<string, unknown>, price: number | null, status?: 'pending') =>
      buildListing(ctx.db, 'job', listCity, {
        price,
        status,
        attributes: { ...jobAttributeDefaults, ...attributes },
      }).then((r) => r.id);
    cook = await job({ job_type: 'full_time', salary_type: 'hour', experience: 'entry' }, 17);
    nurse = await job({ job_type: 'part_time', salary_type: 'hour', experience: 'senior' }, 42);
    seeker = await job(
      { post_type: 'looking', job_type: 'both', salary_type: 'month', experience: 'mid' },
      4000,
    );
    pending = await job({ job_type: 'full_time' }, 20, 'pending');
  });

  it('filters by post type, job type, salary range and unit, and experience', async () => {
    expect(await ids('post_type=hiring')).toEqual([cook, nurse].sort());
    expect(await ids('post_type=looking')).toEqual([seeker]);
    expect(await ids('job_type=part_time')).toEqual([nurse]);
    expect(await ids('salary_type=hour&price_min=20')).toEqual([nurse]);
    expect(await ids('price_max=٢٠')).toEqual([cook]);
    expect(await ids('experience=mid')).toEqual([seeker]);
    expect(await ids('')).not.toContain(pending);
  });

  it('answers a bad filter value with a translated message, never a 5xx', async () => {
    for (const [query, field] of [
      ['job_type=gig', 'filters.job_type'],
      ['salary_type=year', 'filters.salary_type'],
      ['experience=x', 'filters.experience'],
      ['post_type=both', 'filters.post_type'],
    ]) {
      const res = await list(query, 'ar');
      expect(res.statusCode, query).toBe(400);
      const issue = res.json().issues.find((i: { path: string }) => i.path === field);
      expect(issue?.message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('GET jobs/web/looking_for answers {data} with published posts of people looking for work', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('jobs/web/looking_for', 'en', listCity) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.items.map((i: { id: number }) => i.id)).toEqual([seeker]);
    expect(body.data.next_cursor).toBeNull();
  });
});

describe('the jobs board by salary', () => {
  const made: Record<'hourly' | 'monthly' | 'daily' | 'open', number> = {
    hourly: 0,
    monthly: 0,
    daily: 0,
    open: 0,
  };
  beforeAll(async () => {
    const job = (salary_type: string, price: number | null) =>
      buildListing(ctx.db, 'job', payCity, {
        price,
        attributes: { ...jobAttributeDefaults, salary_type },
      }).then((r) => r.id);
    made.hourly = await job('hour', 20.35); // 42,328 a year
    made.monthly = await job('month', 3000); // 36,000
    made.daily = await job('day', 200); // 52,000
    made.open = await job('month', null);
  });
  const page = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: api(`listings?kind=job&${query}`, 'en', payCity),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Array<{ id: number }>; next_cursor: string | null };
  };
  /** Every page of the order, one post per page, through the cursors the API hands out. */
  const walk = async (sort: string) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const data = await page(`sort=${sort}&per_page=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...data.items.map((i) => i.id));
      cursor = data.next_cursor;
    } while (cursor && seen.length < 10);
    return seen;
  };

  it("orders salaries given per hour, day and month by a year's pay, those without one last", async () => {
    const { hourly, monthly, daily, open } = made;
    expect((await page('sort=price_desc&per_page=50')).items.map((i) => i.id)).toEqual([
      daily,
      hourly,
      monthly,
      open,
    ]);
    expect((await page('sort=price_asc&per_page=50')).items.map((i) => i.id)).toEqual([
      monthly,
      hourly,
      daily,
      open,
    ]);
    expect(await walk('price_desc')).toEqual([daily, hourly, monthly, open]);
    expect(await walk('price_asc')).toEqual([monthly, hourly, daily, open]);
  });

  it('reads the salary range as written, in the unit the reader chose', async () => {
    const ids = (await page('sort=price_desc&salary_type=month&price_min=1000&per_page=50')).items.map(
      (i) => i.id,
    );
    expect(ids).toEqual([made.monthly]);
  });

  it("walks an index for a year's pay, first page and cursor pages, in both directions, with no Sort", async () => {
    const plans = await plansOf(async (db) => {
      const repo = listingsRepository(db);
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const base = { cityId: payCity, kind: 'job' as const, limit: 21, sort, conditions: [] };
        await repo.listPublished(base);
        await repo.listPublished({ ...base, after: { price: '42328.00', id: 2 ** 31 - 1 } });
      }
    });
    expect(plans).toHaveLength(4);
    for (const plan of plans) {
      expect(/"Index Name":"([a-z_]+)"/.exec(plan)?.[1]).toMatch(/^listings_published_job_pay_(asc|desc)$/);
      expect(plan).not.toContain('"Node Type":"Sort"');
      expect(plan).not.toContain('"Node Type":"Incremental Sort"');
    }
  });
});
