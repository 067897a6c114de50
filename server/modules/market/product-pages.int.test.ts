import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';
import { buildWebTestApp } from '../../test/web-app.ts';

/**
 * The marketplace pages as a browser gets them (the React Router build through app.inject), in the
 * site's own city: which posts a page shows to whom, and the product page's canonical address.
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
  ctx.app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: [`lang=${options.lang ?? 'en'}`, options.token ? `jaliya_session=${options.token}` : null]
        .filter(Boolean)
        .join('; '),
    },
  });
const uniqueTitle = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe('the product page', () => {
  it('moves a missing or wrong slug to the canonical address (301), keeping the query', async () => {
    const post = await buildProduct(ctx.db, cityId, { title: uniqueTitle('Blue bicycle') });
    const slug = post.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (const path of [
      `/Show-Product/${post.id}`,
      `/Show-Product/${post.id}/old-name`,
      `/show-product/${post.id}`,
    ]) {
      const res = await page(`${path}?lang=ar`);
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe(`/Show-Product/${post.id}/${slug}?lang=ar`);
    }
    const res = await page(`/Show-Product/${post.id}/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('https://schema.org/InStock');
  });

  it('answers 404 for pending and rejected posts except to their owner, and for a bad id', async () => {
    const owner = await buildUser(ctx.db);
    const moderator = await buildUser(ctx.db, { role: 'moderator' });
    const stranger = await buildUser(ctx.db);
    for (const status of ['pending', 'rejected'] as const) {
      const post = await buildProduct(ctx.db, cityId, {
        status,
        ownerId: owner.id,
        title: uniqueTitle(status),
      });
      const path = `/Show-Product/${post.id}/${post.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      expect((await page(path)).statusCode, `${status} for a guest`).toBe(404);
      expect((await page(path, { token: stranger.token })).statusCode, `${status} for another user`).toBe(
        404,
      );
      const own = await page(path, { token: owner.token });
      expect(own.statusCode, `${status} for its owner`).toBe(200);
      expect(own.body).toContain('only you and the moderators can see this page');
      expect((await page(path, { token: moderator.token })).statusCode, `${status} for a moderator`).toBe(
        200,
      );
    }
    for (const path of ['/Show-Product/abc', '/Show-Product/0', '/Show-Product/99999999999']) {
      expect((await page(path)).statusCode, path).toBe(404);
    }
  });

  it('keeps a sold or expired post readable, marked no longer available, and lists it nowhere', async () => {
    const sold = await buildProduct(ctx.db, cityId, { status: 'sold', title: uniqueTitle('Sold lamp') });
    const expired = await buildProduct(ctx.db, cityId, {
      title: uniqueTitle('Expired lamp'),
      expiresAt: new Date(Date.now() - 60_000),
    });
    for (const [post, availability] of [
      [sold, 'SoldOut'],
      [expired, 'Discontinued'],
    ] as const) {
      const res = await page(
        `/Show-Product/${post.id}/${post.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        {
          lang: 'ar',
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('هذا المنتج لم يعد متاحًا');
      expect(res.body).toContain(`https://schema.org/${availability}`);
      expect(res.body).not.toMatch(/<meta name="robots"/);
    }
    const list = await page('/market-place/products');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(sold.title);
    expect(list.body).not.toContain(expired.title);
  });
});

describe('the product list page', () => {
  it('shows a published post, and never a pending, rejected or expired one', async () => {
    const listed = await buildProduct(ctx.db, cityId, { title: uniqueTitle('Listed kettle') });
    const hidden = await Promise.all([
      buildProduct(ctx.db, cityId, { status: 'pending', title: uniqueTitle('Pending kettle') }),
      buildProduct(ctx.db, cityId, { status: 'rejected', title: uniqueTitle('Rejected kettle') }),
      buildProduct(ctx.db, cityId, {
        title: uniqueTitle('Old kettle'),
        expiresAt: new Date(Date.now() - 1000),
      }),
    ]);
    const res = await page('/market-place/products?model=graco');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(listed.title);
    for (const post of hidden) expect(res.body).not.toContain(post.title);
  });

  it('answers a bad filter with its message and the list without it, never a 5xx', async () => {
    for (const query of [
      'year_from=1800',
      'sort=cheap',
      'cursor=%%%',
      'price_min=abc',
      'main_category_id=-1',
      'color=%00',
    ]) {
      const res = await page(`/market-place/products?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toContain('Some filters were not understood and were left out');
    }
  });

  it('answers 404 for a sub-category page of an unknown main category', async () => {
    for (const query of ['?main_id=abc', '?main_id=99999', '?main_id=-1']) {
      expect((await page(`/market-place/subCategory${query}`)).statusCode, query).toBe(404);
    }
  });

  it('sends a sub-category page without a main category to the marketplace to choose one', async () => {
    for (const query of ['', '?main_id=', '?main_id=%20']) {
      const res = await page(`/market-place/subCategory${query}`);
      expect(res.statusCode, query).toBe(302);
      expect(res.headers.location, query).toBe('/market-place');
    }
  });
});
