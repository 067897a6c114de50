import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { buildListing, buildUser, jobAttributeDefaults } from '../../test/factories.ts';
import { buildWebTestApp, formPost, pageRequest } from '../../test/web-app.ts';

/**
 * The jobs board's pages as a browser gets them (the React Router build through app.inject): the
 * lists and their filters, the show page with its JobPosting data, and the posting forms.
 */
let ctx: TestContext;
let cityId: number;
beforeAll(async () => {
  ctx = await buildWebTestApp();
  cityId = ctx.config.CITY_ID;
});
afterAll(async () => {
  await ctx.close();
});

const page = (url: string, options: { lang?: 'en' | 'ar'; token?: string } = {}) =>
  ctx.app.inject(pageRequest(url, options));
const tag = () => randomUUID().slice(0, 8);
const job = (attributes: Record<string, unknown> = {}, overrides: Parameters<typeof buildListing>[3] = {}) =>
  buildListing(ctx.db, 'job', cityId, {
    title: `Line cook ${tag()}`,
    description: 'Evening shifts at a family grill on Warren Ave.',
    price: 17,
    ...overrides,
    attributes: { ...jobAttributeDefaults, salary_type: 'hour', ...attributes },
  });
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** The page's JSON-LD blocks, parsed. */
const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
const fieldError = (body: string, id: string) =>
  new RegExp(`<p id="${id}-error" class="field-error">([^<]*)</p>`).exec(body)?.[1];

describe('the job lists', () => {
  it('shows offers at /jobs and people looking for work at /Job, with the filters in the address', async () => {
    const cook = await job({ job_type: 'full_time' });
    const nurse = await job({ job_type: 'part_time', experience: 'senior' }, { price: 42 });
    const seeker = await job({ post_type: 'looking', job_type: 'both' });
    const hiring = await page('/jobs');
    expect(hiring.statusCode).toBe(200);
    expect(hiring.body).toContain(cook.title);
    expect(hiring.body).not.toContain(seeker.title);
    expect(hiring.body).toContain('$17 / hour');
    const looking = await page('/Job', { lang: 'ar' });
    expect(looking.statusCode).toBe(200);
    expect(looking.body).toContain(seeker.title);
    expect(looking.body).not.toContain(cook.title);
    expect(looking.body).toContain('باحثون عن عمل');
    const filtered = await page('/jobs?job_type=part_time&price_min=٣٠&experience=senior');
    expect(filtered.body).toContain(nurse.title);
    expect(filtered.body).not.toContain(cook.title);
  });

  it('leaves out a bad filter value with its message instead of failing', async () => {
    const res = await page('/jobs?job_type=gig&price_min=abc', { lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('لم نفهم بعض الفلاتر فتركناها');
    expect(res.body).toContain('noindex');
  });
});

describe('the job page', () => {
  it("gives a published offer Google's required JobPosting fields, and its salary when given", async () => {
    const offer = await job({ company: 'Cedar Grill', location: 'Warren Ave', job_type: 'both' });
    const res = await page(`/show-job/${offer.id}/${slugOf(offer.title)}`);
    expect(res.statusCode).toBe(200);
    const [data] = jsonLd(res.body).filter((d) => d['@type'] === 'JobPosting');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      title: offer.title,
      description: expect.stringContaining('Warren Ave'),
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hiringOrganization: { '@type': 'Organization', name: 'Cedar Grill' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Warren Ave', addressCountry: 'US' },
      },
      employmentType: ['FULL_TIME', 'PART_TIME'],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', value: 17, unitText: 'HOUR' },
      },
    });
    expect(new Date(data.validThrough).getTime()).toBeGreaterThan(new Date(data.datePosted).getTime());
    // no salary stated: no baseSalary (never a made-up one)
    const open = await job({}, { price: null });
    const openData = jsonLd((await page(`/show-job/${open.id}/${slugOf(open.title)}`)).body);
    expect(openData[0]).toBeDefined();
    expect(openData[0]).not.toHaveProperty('baseSalary');
  });

  it('has no JobPosting for people looking for work, or for closed posts', async () => {
    const seeker = await job({ post_type: 'looking' });
    const closed = await job({}, { status: 'closed' });
    for (const post of [seeker, closed]) {
      const res = await page(`/show-job/${post.id}/${slugOf(post.title)}`);
      expect(res.statusCode).toBe(200);
      expect(jsonLd(res.body).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    }
  });

  it('moves other addresses to the canonical one and answers 404 for a pending post to strangers', async () => {
    const offer = await job();
    const moved = await page(`/show-job/${offer.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/show-job/${offer.id}/${slugOf(offer.title)}`);
    const owner = await buildUser(ctx.db);
    const pending = await job({}, { status: 'pending', ownerId: owner.id });
    expect((await page(`/show-job/${pending.id}/${slugOf(pending.title)}`)).statusCode).toBe(404);
    expect(
      (await page(`/show-job/${pending.id}/${slugOf(pending.title)}`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect((await page('/show-job/abc')).statusCode).toBe(404);
  });

  it('shows the phone and e-mail only when asked for', async () => {
    const offer = await job({ phone: '+1 313 555 0199', email: 'cook@grill.example' });
    const path = `/show-job/${offer.id}/${slugOf(offer.title)}`;
    const first = await page(path);
    expect(first.body).not.toContain('555 0199');
    expect(first.body).not.toContain('cook@grill.example');
    const asked = await page(`${path}?reveal=1`);
    expect(asked.body).toContain('tel:+13135550199');
    expect(asked.body).toContain('mailto:cook@grill.example');
  });
});

describe('the job posting forms', () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    title: `Cashier ${tag()}`,
    post_type: 'hiring',
    poster_kind: 'individual',
    job_type: 'part_time',
    company: '',
    location: 'Dearborn',
    experience: '',
    phone: '',
    email: '',
    portfolio_url: '',
    salary_type: 'hour',
    price: '١٤',
    description: 'Weekend shifts.',
    idempotency_key: randomUUID(),
    photo_ids: '',
    ...overrides,
  });

  it.each([
    ['en', 'Please fill phone number or email address', 'Job Type is required', 'Description is required'],
    ['ar', 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني', 'نوع الوظيفة مطلوب', 'الوصف مطلوب'],
  ] as const)(
    'shows every message under its field (%s) and keeps what was typed',
    async (lang, contact, jobType, description) => {
      const user = await buildUser(ctx.db);
      const res = await ctx.app.inject(
        formPost('/post-job', fields({ job_type: '', description: '', title: '' }), {
          lang,
          cookie: `jaliya_session=${user.token}`,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(fieldError(res.body, 'phone')).toBe(contact);
      expect(fieldError(res.body, 'job_type')).toBe(jobType);
      // the rules across fields (a job is described) show with the others, not one submit later
      expect(fieldError(res.body, 'description')).toBe(description);
      expect(res.body).toContain('value="Dearborn"');
      const count = await ctx.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    },
  );

  it('posts a job from /post-job with Arabic digits in the salary, and opens /jobforcompany as a company', async () => {
    const user = await buildUser(ctx.db);
    const body = fields({ phone: '٣١٣ ٥٥٥ ٠١٢٢' });
    const res = await ctx.app.inject(formPost('/post-job', body, { cookie: `jaliya_session=${user.token}` }));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe('/my-job?done=posted');
    const [row] = await ctx.db
      .selectFrom('listings')
      .select(['kind', 'status', 'price', 'attributes'])
      .where('owner_id', '=', user.id)
      .execute();
    expect(row).toMatchObject({ kind: 'job', status: 'pending', price: '14.00' });
    expect(row.attributes).toMatchObject({ phone: '313 555 0122', salary_type: 'hour' });
    const mine = await page('/my-job', { token: user.token });
    expect(mine.body).toContain(body.title);
    // the company entry: the same form with "a company" chosen, no photo uploader
    const company = await page('/jobforcompany', { token: user.token });
    expect(company.statusCode).toBe(200);
    expect(company.body).toMatch(/<input type="radio" name="poster_kind" checked="" value="company"\/>/);
    expect(company.body).not.toContain('name="photos"');
    // the looking-for-work list's link chooses its post type; a value outside the list is ignored
    const looking = await page('/post-job?post_type=looking', { token: user.token });
    expect(looking.body).toMatch(/<input type="radio" name="post_type" checked="" value="looking"\/>/);
    const bogus = await page('/post-job?post_type=boss', { token: user.token });
    expect(bogus.body).not.toMatch(/name="post_type" checked=""/);
  });
});

describe('anonymous job posts', () => {
  const secret = () => ({
    company: `Hidden Clinic ${tag()}`,
    phone: `+1 313 555 ${String(1000 + Math.floor(Math.random() * 8999))}`,
    email: `hidden-${tag()}@clinic.example`,
    portfolio_url: `https://example.com/hidden-${tag()}`,
  });
  const leaks = (body: string, contact: ReturnType<typeof secret>) =>
    Object.values(contact).filter((value) => body.includes(value) || body.includes(value.replace(/\s/g, '')));

  it('show no company, phone, e-mail or link in the page, the JSON-LD or the list: a confidential employer and the relay form', async () => {
    const ownerName = `Owner ${tag()}`;
    const owner = await buildUser(ctx.db, { name: ownerName });
    const contact = secret();
    const offer = await job({ ...contact, poster_kind: 'company' }, { anonymous: true, ownerId: owner.id });
    const path = `/show-job/${offer.id}/${slugOf(offer.title)}`;
    for (const lang of ['en', 'ar'] as const)
      for (const url of [path, `${path}?reveal=1`]) {
        const res = await page(url, { lang });
        expect(res.statusCode).toBe(200);
        expect(leaks(res.body, contact), `${lang} ${url}`).toEqual([]);
        expect(res.body).not.toContain(ownerName);
        expect(res.body).toContain('id="contact-relay"');
      }
    const [data] = jsonLd((await page(path)).body).filter((d) => d['@type'] === 'JobPosting');
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Confidential' });
    expect(JSON.stringify(data)).not.toMatch(/hidden/i);
    const list = await page('/jobs');
    expect(list.body).toContain(offer.title);
    expect(leaks(list.body, contact)).toEqual([]);
    expect(list.body).toContain('Confidential employer');
    // the owner still sees their own details, and no relay form to themselves
    const own = await page(`${path}?reveal=1`, { token: owner.token });
    expect(own.body).toContain(contact.company);
    expect(own.body).not.toContain('id="contact-relay"');
  });

  it('are posted with the checkbox of the job form; the product form has none', async () => {
    const user = await buildUser(ctx.db);
    const form = await page('/post-job', { token: user.token });
    expect(form.body).toContain('name="anonymous"');
    expect((await page('/market-place/new-product', { token: user.token })).body).not.toContain(
      'name="anonymous"',
    );
    const res = await ctx.app.inject(
      formPost(
        '/post-job',
        {
          title: `Nurse ${tag()}`,
          post_type: 'hiring',
          poster_kind: 'company',
          job_type: 'full_time',
          company: 'Quiet Clinic',
          location: 'Dearborn',
          phone: '313 555 0100',
          salary_type: '',
          price: '',
          description: 'Night shifts.',
          anonymous: 'on',
          idempotency_key: randomUUID(),
          photo_ids: '',
        },
        { cookie: `jaliya_session=${user.token}` },
      ),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    const [row] = await ctx.db
      .selectFrom('listings')
      .select(['anonymous'])
      .where('owner_id', '=', user.id)
      .execute();
    expect(row.anonymous).toBe(true);
  });
});

describe('jobs in search and sitemaps', () => {
  it('finds a listed job by a word of its title under the Jobs filter, as a text card; leaves pending ones out', async () => {
    const word = Array.from({ length: 9 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const listed = await job({}, { title: `Baker ${word}` });
    const pending = await job({}, { title: `Baker pending ${word}`, status: 'pending' });
    const res = await page(`/search-result/${word}/job`, { lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(listed.title);
    expect(res.body).not.toContain(pending.title);
    expect(res.body).toContain('listing-card-text');
    expect(res.body).toContain('الوظائف');
  });

  it('lists published jobs in the sitemap, in both languages', async () => {
    const listed = await job();
    const pending = await job({}, { status: 'pending' });
    const index = await page('/sitemap.xml');
    const jobSitemap = /<loc>[^<]*(\/sitemaps\/job[^<]*)<\/loc>/.exec(index.body)?.[1];
    expect(jobSitemap).toBeDefined();
    const urls = (await page(jobSitemap as string)).body;
    expect(urls).toContain(`/show-job/${listed.id}/`);
    expect(urls).not.toContain(`/show-job/${pending.id}/`);
  });
});
