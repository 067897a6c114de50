import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 90_000 });

/** Demo marketplace posts (server/db/seed/marketplace.ts). */
const camry = 'Toyota Camry 2015, one owner';
const odyssey = 'Honda Odyssey 2019, family van';
const carSeat = 'Graco car seat, never used';
const sofa = 'كنبة زاوية بحالة ممتازة';
const soldStroller = 'Chicco stroller, light and foldable';

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const productList = (page: Page, t: (en: string, ar: string) => string) =>
  page.getByRole('list', { name: t('Products', 'المنتجات') });

test('browse: categories → sub-category → list → filter and sort → a product page', async ({
  page,
  lang,
  t,
}) => {
  await page.goto('/market-place');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Marketplace', 'السوق'));
  await expect(page.getByRole('heading', { name: t('Newest posts', 'أحدث الإعلانات') })).toBeVisible();
  await expectNoA11yViolations(page);

  const categories = page.getByRole('list', { name: t('Marketplace categories', 'فئات السوق') });
  await categories.getByRole('link', { name: t('Cars & Vehicles', 'سيارات ومركبات') }).click();
  await expect(page).toHaveURL(/\/market-place\/subCategory\?main_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Cars & Vehicles', 'سيارات ومركبات'));
  await page.getByRole('link', { name: t('Cars', 'سيارات'), exact: true }).click();
  await expect(page).toHaveURL(/\/market-place\/products\?main_category_id=\d+&sub_category_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Cars: products', 'سيارات: المنتجات'));
  const list = productList(page, t);
  await expect(list.getByRole('heading')).toHaveText([camry, odyssey]);
  await expectNoA11yViolations(page);

  // a price cap typed in Arabic-Indic digits on the Arabic page, then the dearest first; the
  // filters are open already, since the category filters are set
  await expect(page.locator('details.market-filters-panel')).toHaveAttribute('open', '');
  const maxPrice = page.getByLabel(t('Max price ($)', 'أعلى سعر ($)'));
  await maxPrice.fill(lang === 'ar' ? toArabicDigits('10000') : '10000');
  await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
  await expect(page).toHaveURL(/price_max=/);
  await expect(list.getByRole('heading')).toHaveText([camry]);
  await expect(maxPrice).toHaveValue(lang === 'ar' ? '١٠٠٠٠' : '10000');

  await maxPrice.fill('');
  await page.getByLabel(t('Sort by', 'الترتيب')).selectOption('price_desc');
  await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(list.getByRole('heading')).toHaveText([odyssey, camry]);

  await list.getByRole('link', { name: camry }).click();
  await expect(page).toHaveURL(/\/Show-Product\/\d+\/toyota-camry-2015-one-owner$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry);
  await expect(page.locator('.product-price')).toHaveText('$9,500');
  const details = page.getByRole('region', { name: t('Details', 'التفاصيل') });
  await expect(details).toContainText(t('Cars & Vehicles', 'سيارات ومركبات'));
  await expect(details).toContainText('Camry LE');
  await expectNoA11yViolations(page);
});

test('a product page: canonical slug, structured data, phone on request and similar items', async ({
  page,
  t,
}) => {
  await page.goto('/market-place/products');
  const href = await productList(page, t).getByRole('link', { name: camry }).getAttribute('href');
  const id = /\/Show-Product\/(\d+)\//.exec(href ?? '')?.[1];
  expect(id, 'the Camry card links to its page').toBeTruthy();

  // the id alone and a wrong slug both move (301) to the canonical address
  for (const path of [`/Show-Product/${id}`, `/Show-Product/${id}/old-title`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.request().redirectedFrom()?.url(), path).toContain(path);
    await expect(page).toHaveURL(new RegExp(`/Show-Product/${id}/toyota-camry-2015-one-owner$`));
  }
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/Show-Product/${id}/toyota-camry-2015-one-owner\\?lang=(en|ar)$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Regular service');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: camry,
    offers: {
      '@type': 'Offer',
      price: '9500.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });

  // the number is not in the page until asked for
  await expect(page.locator('body')).not.toContainText('555 0147');
  await page.getByRole('link', { name: t('Show phone number', 'اعرض رقم الهاتف') }).click();
  await expect(page.getByRole('link', { name: /\+1 313 555 0147/ })).toHaveAttribute(
    'href',
    'tel:+13135550147',
  );

  const similar = page.getByRole('region', { name: t('Similar items', 'منتجات مشابهة') });
  await expect(similar.getByRole('heading', { level: 3 })).toHaveText([odyssey]);
});

test('an Arabic title gets its Arabic slug; a sold product keeps its page, marked no longer available', async ({
  page,
  request,
  t,
}) => {
  await page.goto('/market-place/products');
  const href = await productList(page, t).getByRole('link', { name: sofa }).getAttribute('href');
  const id = /\/Show-Product\/(\d+)\//.exec(href ?? '')?.[1];
  await page.goto(`/Show-Product/${id}`);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
    `/Show-Product/${id}/كنبة-زاوية-بحالة-ممتازة`,
  );

  // the sold post is in no list: find its id through the API (published posts and ended ones answer)
  let soldId = 0;
  for (let candidate = Number(id); candidate < Number(id) + 20 && !soldId; candidate++) {
    const res = await request.get(`/api/v1/en/9/listings/${candidate}`);
    if (res.ok() && (await res.json()).data.title === soldStroller) soldId = candidate;
  }
  expect(soldId, 'the seeded sold stroller').toBeGreaterThan(0);
  const response = await page.goto(`/Show-Product/${soldId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldStroller);
  await expect(
    page.getByText(t('This item is no longer available', 'هذا المنتج لم يعد متاحًا')).first(),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut');
  await expect(page.getByRole('region', { name: t('Similar items', 'منتجات مشابهة') })).toContainText(
    carSeat,
  );
  await expect(productList(page, t)).toHaveCount(0);
});

test('share: the dialog copies the link and offers WhatsApp', async ({ page, context, t }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/market-place/products');
  await productList(page, t).getByRole('link', { name: camry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry);
  await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
  const share = page.getByRole('group', { name: t('Share this product', 'شارك هذا المنتج') });
  await expect(share.getByRole('link', { name: t('Share on WhatsApp', 'شارك عبر واتساب') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await share.getByRole('button', { name: t('Copy link', 'انسخ الرابط') }).click();
  await expect(share.getByRole('status')).toHaveText(t('Link copied', 'تم نسخ الرابط'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

/** A registered user (through the API, as the app does), from an address of its own. */
async function apiUser(request: APIRequestContext, lang: string) {
  const email = `e2e-market-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'olive tree 2024';
  const res = await request.post(`/api/v1/${lang}/9/register`, {
    headers: { 'x-forwarded-for': `10.201.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}` },
    data: {
      name: 'Market Tester',
      email,
      phone: '3135550111',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: true,
    },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

test('save: a guest is asked to log in; a user saves and unsaves a product', async ({
  page,
  request,
  lang,
  t,
}) => {
  await page.goto('/market-place/products');
  const card = page.locator('article', { has: page.getByRole('link', { name: camry }) });
  await card.getByRole('button', { name: t(`Save ${camry}`, `احفظ ${camry}`) }).click();
  await expect(page.getByText(t('Please login first.', 'يرجى تسجيل الدخول أولاً.'))).toBeVisible();

  const user = await apiUser(request, lang);
  await page.goto('/Login');
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(user.email);
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t('Log in', 'دخول') }).click();
  await expect(page).not.toHaveURL(/\/Login/);

  // the page asks which of its products are saved; the click waits for that answer
  const savedLookup = page.waitForResponse((r) => r.url().includes('/actions/favorite?kind=product'));
  await page.goto('/market-place/products');
  await productList(page, t).getByRole('link', { name: camry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry);
  await savedLookup;
  const actions = page.locator('.product-actions');
  await actions.getByRole('button', { name: t(`Save ${camry}`, `احفظ ${camry}`) }).click();
  const saved = actions.getByRole('button', {
    name: t(`Remove ${camry} from saved`, `إزالة ${camry} من المحفوظات`),
  });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-product');
  await expect(page.getByRole('link', { name: camry })).toBeVisible();

  // unsave from the product page: the saved list no longer holds it
  const lookup = page.waitForResponse((r) => r.url().includes('/actions/favorite?kind=product'));
  await page.getByRole('link', { name: camry }).click();
  await lookup;
  await actions
    .getByRole('button', { name: t(`Remove ${camry} from saved`, `إزالة ${camry} من المحفوظات`) })
    .click();
  await expect(actions.getByRole('button', { name: t(`Save ${camry}`, `احفظ ${camry}`) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/saved-product');
  await expect(page.getByRole('link', { name: camry })).toHaveCount(0);
});

test('search: the products filter finds a product by an Arabic variant and shows it as a card', async ({
  page,
  t,
}) => {
  // كنبه (ه for ة) finds the sofa
  await page.goto(`/search-result/${encodeURIComponent('\u0643\u0646\u0628\u0647')}/product`);
  const filters = page.getByRole('navigation', { name: t('Show results from', 'اعرض النتائج من') });
  await expect(filters.getByRole('link', { name: t('Products', 'المنتجات') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const results = page.getByRole('list', { name: t('Search results', 'نتائج البحث') });
  await expect(results.getByRole('heading')).toHaveText([sofa]);
  await expect(results.locator('article.listing-card')).toContainText('$450');
  await filters.getByRole('link', { name: t('Blog posts', 'مقالات المدونة') }).click();
  await expect(results.getByRole('link', { name: sofa })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is a plain GET form; a bad value is named and left out', async ({
    page,
    lang,
    t,
  }) => {
    await page.goto('/market-place/products');
    await expectDocumentLang(page, lang);
    await page.getByText(t('Filters', 'عوامل التصفية')).click();
    await page.getByLabel(t('Condition', 'الحالة')).selectOption('new');
    await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
    await expect(page).toHaveURL(/condition=new/);
    await expect(productList(page, t).getByRole('heading')).toHaveText([carSeat]);

    const response = await page.goto('/market-place/products?year_from=1800&condition=new');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText(
      t('Enter a year from 1900 to next year', 'أدخل سنة من 1900 حتى السنة القادمة'),
    );
    await expect(productList(page, t).getByRole('heading')).toHaveText([carSeat]);

    await page.goto('/market-place/products?condition=broken');
    await expect(page.getByRole('alert')).toContainText(t('Choose new or used', 'اختر جديد أو مستعمل'));
  });

  test('the phone shows through a link and the share panel opens', async ({ page, t }) => {
    await page.goto('/market-place/products');
    await productList(page, t).getByRole('link', { name: camry }).click();
    await page.getByRole('link', { name: t('Show phone number', 'اعرض رقم الهاتف') }).click();
    await expect(page).toHaveURL(/\?phone=1#contact$/);
    await expect(page.getByRole('link', { name: /\+1 313 555 0147/ })).toBeVisible();
    await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
    await expect(page.getByLabel(t('Link to this product', 'رابط هذا المنتج'))).toHaveValue(
      /\/Show-Product\/\d+\/toyota-camry-2015-one-owner$/,
    );
  });
});
