import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildListing, buildUser, jobAttributeDefaults } from '../../test/factories.ts';
import { fieldError, formPost, setUpWebTestApp } from '../../test/web-app.ts';

/**
 * The jobs board's pages as a browser gets them (the React Router build through app.inject): the
 * lists and their filters, the show page with its JobPosting data, and the posting forms.
 */
const web = setUpWebTestApp();
const { page } = web;
const tag = () => randomUUID().slice(0, 8);
const job = (attributes: Record<string, unknown> = {}, overrides: Parameters<typeof buildListing>[3] = {}) =>
  buildListing(web.ctx.db, 'job', web.cityId, {
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
    // the header's Jobs entry (§2: /job) is the same list in any letter case
    const headerEntry = await page('/job');
    expect(headerEntry.statusCode).toBe(200);
    expect(headerEntry.body).toContain(seeker.title);
    const filtered = await page('/jobs?job_type=part_time&price_min=٣٠&experience=senior');
    expect(filtered.body).toContain(nurse.title);
    expect(filtered.body).not.toContain(cook.title);
  });

  it('leaves out a bad filter value with its message instead of failing', async () => {
    const res = await page('/jobs?job_type=gig&price_min=abc', { lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('لم نفهم بعض عوامل التصفية فتركناها');
    expect(res.body).toContain('noindex');
  });
});

describe('the job page', () => {
  /** The post's page and its JobPosting block (undefined when the page has none). */
  const jobPosting = async (post: { id: number; title: string }, token?: string) => {
    const res = await page(`/show-job/${post.id}/${slugOf(post.title)}`, { token });
    expect(res.statusCode).toBe(200);
    return { body: res.body, data: jsonLd(res.body).find((d) => d['@type'] === 'JobPosting') };
  };

  it("gives a published hiring post Google's required and recommended JobPosting fields", async () => {
    // the site's city ("Dearborn, Michigan"): the town is the locality, the state the region
    const [locality, region] = web.ctx.config.CITY_NAME_EN.split(',').map((part) => part.trim());
    const offer = await job({ company: 'Cedar Grill', location: 'Warren Ave', job_type: 'both' });
    const { data } = await jobPosting(offer);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: offer.title,
      description: expect.stringContaining('Warren Ave'),
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hiringOrganization: { '@type': 'Organization', name: 'Cedar Grill' },
      jobLocation: {
        '@type': 'Place',
        // a place Google can find: the town and state, the poster's free text (a street, maybe in
        // Arabic) only as the street
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Warren Ave',
          addressLocality: locality,
          addressRegion: region,
          addressCountry: 'US',
        },
      },
      employmentType: ['FULL_TIME', 'PART_TIME'],
    });
    expect(locality).not.toBe(region);
    expect(new Date(data.validThrough).getTime()).toBeGreaterThan(new Date(data.datePosted).getTime());
    // no location written: still the town, never the state in its place
    const nowhere = await job({ location: '' });
    expect((await jobPosting(nowhere)).data?.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'US',
    });
  });

  it.each([
    ['hour', 'HOUR'],
    ['day', 'DAY'],
    ['week', 'WEEK'],
    ['month', 'MONTH'],
  ])('states a salary per %s as a MonetaryAmount in dollars with unitText %s', async (unit, unitText) => {
    const offer = await job({ salary_type: unit }, { price: 25 });
    expect((await jobPosting(offer)).data?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 25, unitText },
    });
  });

  it('gives no baseSalary when the post names no salary (never a made-up one)', async () => {
    const open = await job({ salary_type: undefined }, { price: null });
    const { data } = await jobPosting(open);
    expect(data).toBeDefined();
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('names a confidential organisation for an anonymous hiring post, with no company, phone or e-mail', async () => {
    const hidden = {
      company: `Quiet Clinic ${tag()}`,
      phone: `+1 313 555 ${String(1000 + Math.floor(Math.random() * 8999))}`,
      email: `quiet-${tag()}@clinic.example`,
    };
    const offer = await job({ ...hidden, poster_kind: 'company' }, { anonymous: true, price: 30 });
    const { body, data } = await jobPosting(offer);
    expect(data?.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Confidential' });
    const structured = JSON.stringify(jsonLd(body));
    for (const value of [...Object.values(hidden), hidden.phone.replace(/\s/g, '')]) {
      expect(structured).not.toContain(value);
      expect(body).not.toContain(value);
    }
    expect(structured).not.toMatch(/telephone|email/i);
  });

  it('has no JobPosting for people looking for work, or for posts that are not published', async () => {
    const owner = await buildUser(web.ctx.db);
    const seeker = await job({ post_type: 'looking' });
    const closed = await job({}, { status: 'closed' });
    const pending = await job({}, { status: 'pending', ownerId: owner.id });
    const rejected = await job({}, { status: 'rejected', ownerId: owner.id });
    for (const post of [seeker, closed]) expect((await jobPosting(post)).data, post.title).toBeUndefined();
    // the owner sees their waiting and refused posts; search engines never get them
    for (const post of [pending, rejected])
      expect((await jobPosting(post, owner.token)).data, post.title).toBeUndefined();
  });

  it('moves other addresses to the canonical one and answers 404 for a pending post to strangers', async () => {
    const offer = await job();
    const moved = await page(`/show-job/${offer.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/show-job/${offer.id}/${slugOf(offer.title)}`);
    const owner = await buildUser(web.ctx.db);
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
      const user = await buildUser(web.ctx.db);
      const res = await web.ctx.app.inject(
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
      const count = await web.ctx.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    },
  );

  it('posts a job from /post-job with Arabic digits in the salary, and opens /jobforcompany as a company', async () => {
    const user = await buildUser(web.ctx.db);
    const body = fields({ phone: '٣١٣ ٥٥٥ ٠١٢٢' });
    const res = await web.ctx.app.inject(
      formPost('/post-job', body, { cookie: `jaliya_session=${user.token}` }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe('/my-job?done=posted');
    const [row] = await web.ctx.db
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
    const owner = await buildUser(web.ctx.db, { name: ownerName });
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
    const user = await buildUser(web.ctx.db);
    const form = await page('/post-job', { token: user.token });
    expect(form.body).toContain('name="anonymous"');
    expect((await page('/market-place/new-product', { token: user.token })).body).not.toContain(
      'name="anonymous"',
    );
    const res = await web.ctx.app.inject(
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
    const [row] = await web.ctx.db
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
