import type { Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';
import { type Category, market, signIn } from './market-fixture.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 90_000 });

const listPath = (c: Category) =>
  `/market-place/products?main_category_id=${c.mainId}&sub_category_id=${c.subId}`;

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const productList = (page: Page, t: (en: string, ar: string) => string) =>
  page.getByRole('list', { name: t('Products', 'المنتجات') });

test('browse: categories → sub-category → list → filter and sort → a product page', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { categories: c, posts } = await market(request, lang);
  const { camry, odyssey } = posts;
  await page.goto('/market-place');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Marketplace', 'السوق'));
  await expect(page.getByRole('heading', { name: t('Newest posts', 'أحدث الإعلانات') })).toBeVisible();
  await expectNoA11yViolations(page);

  // the demo's categories (server/db/seed/market-categories.ts) are there, in the page's language
  const categories = page.getByRole('list', { name: t('Marketplace categories', 'فئات السوق') });
  for (const name of [t('Cars & Vehicles', 'السيارات والمركبات'), t('Baby & Kids', 'مستلزمات الأطفال')])
    await expect(categories.getByRole('link', { name })).toBeVisible();

  await categories.getByRole('link', { name: c.vehicles.main[lang] }).click();
  await expect(page).toHaveURL(new RegExp(`/market-place/subCategory\\?main_id=${c.vehicles.mainId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.vehicles.main[lang]);
  await page.getByRole('link', { name: c.vehicles.sub[lang], exact: true }).click();
  await expect(page).toHaveURL(/\/market-place\/products\?main_category_id=\d+&sub_category_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(`${c.vehicles.sub.en}: products`, `${c.vehicles.sub.ar}: المنتجات`),
  );
  const list = productList(page, t);
  await expect(list.getByRole('heading')).toHaveText([camry.title, odyssey.title]);
  await expectNoA11yViolations(page);

  // a price cap typed in Arabic-Indic digits on the Arabic page, then the dearest first; the
  // filters are open already, since the category filters are set
  await expect(page.locator('details.market-filters-panel')).toHaveAttribute('open', '');
  const maxPrice = page.getByLabel(t('Max price ($)', 'أعلى سعر ($)'));
  await maxPrice.fill(lang === 'ar' ? toArabicDigits('10000') : '10000');
  await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
  await expect(page).toHaveURL(/price_max=/);
  await expect(list.getByRole('heading')).toHaveText([camry.title]);
  await expect(maxPrice).toHaveValue(lang === 'ar' ? '١٠٠٠٠' : '10000');

  await maxPrice.fill('');
  await page.getByLabel(t('Sort by', 'الترتيب')).selectOption('price_desc');
  await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
  // the address holds what was chosen, none of the form's empty boxes
  await expect(page).toHaveURL(
    new RegExp(
      `/market-place/products\\?main_category_id=${c.vehicles.mainId}&sub_category_id=${c.vehicles.subId}&sort=price_desc$`,
    ),
  );
  await expect(list.getByRole('heading')).toHaveText([odyssey.title, camry.title]);

  await list.getByRole('link', { name: camry.title }).click();
  await expect(page).toHaveURL(new RegExp(`/Show-Product/${camry.id}/toyota-camry-2015-[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
  await expect(page.locator('.product-price')).toHaveText('$9,500');
  const details = page.getByRole('region', { name: t('Details', 'التفاصيل') });
  await expect(details).toContainText(c.vehicles.main[lang]);
  await expect(details).toContainText('Camry LE');
  await expectNoA11yViolations(page);
});

test('a product page: canonical slug, structured data, phone on request and similar items', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { camry, odyssey } = (await market(request, lang)).posts;
  const id = camry.id;
  // the id alone and a wrong slug both move (301) to the canonical address
  for (const path of [`/Show-Product/${id}`, `/Show-Product/${id}/old-title`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.request().redirectedFrom()?.url(), path).toContain(path);
    await expect(page).toHaveURL(new RegExp(`/Show-Product/${id}/${camry.slug}$`));
  }
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/Show-Product/${id}/${camry.slug}\\?lang=(en|ar)$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Regular service');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: camry.title,
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
  await expect(similar.getByRole('heading', { level: 3 })).toHaveText([odyssey.title]);
});

test('an Arabic title gets its Arabic address; a sold product keeps its page, marked no longer available', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { sofa, sold, carSeat } = (await market(request, lang)).posts;
  await page.goto(`/Show-Product/${sofa.id}`);
  // the address reads as the title: Arabic letters, words joined by hyphens
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
    `/Show-Product/${sofa.id}/${sofa.title.replaceAll(' ', '-')}`,
  );

  const response = await page.goto(`/Show-Product/${sold.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sold.title);
  await expect(
    page.getByText(t('This item is no longer available', 'هذا المنتج لم يعد متاحًا')).first(),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut');
  await expect(page.getByRole('region', { name: t('Similar items', 'منتجات مشابهة') })).toContainText(
    carSeat.title,
  );
  await expect(productList(page, t)).toHaveCount(0);
});

test('share: the dialog copies the link and offers WhatsApp', async ({ page, context, request, lang, t }) => {
  const { categories, posts } = await market(request, lang);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(listPath(categories.vehicles));
  await productList(page, t).getByRole('link', { name: posts.camry.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.camry.title);
  await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
  const share = page.getByRole('group', { name: t('Share this page', 'شارك هذه الصفحة') });
  await expect(share.getByRole('link', { name: t('Share on WhatsApp', 'شارك عبر واتساب') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await share.getByRole('button', { name: t('Copy link', 'انسخ الرابط') }).click();
  await expect(share.getByRole('status')).toHaveText(t('Link copied', 'تم نسخ الرابط'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('share on a phone: the panel stays on the screen and the page does not scroll sideways', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { categories, posts } = await market(request, lang);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(listPath(categories.vehicles));
  await productList(page, t).getByRole('link', { name: posts.camry.title }).click();
  await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
  const panel = page.getByRole('group', { name: t('Share this page', 'شارك هذه الصفحة') });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('save: a guest is asked to log in; a user saves and unsaves a product', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { categories, posts, user } = await market(request, lang);
  const camry = posts.camry.title;
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) dataRequests.push(r.url());
  });
  await page.goto(listPath(categories.vehicles));
  const card = page.locator('article', { has: page.getByRole('link', { name: camry }) });
  await card.getByRole('button', { name: t(`Save ${camry}`, `احفظ ${camry}`) }).click();
  await expect(page.getByText(t('Please login first.', 'يرجى تسجيل الدخول أولاً.'))).toBeVisible();
  // the page load's HTML held the cards, its hydration data did not: the grid hydrated with the
  // cards the page's data URL brought, asked for once (decision 061)
  expect(dataRequests.filter((url) => url.includes('/market-place/products.data?'))).toHaveLength(1);

  await page.goto('/Login');
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(user.email);
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t('Log in', 'دخول') }).click();
  await expect(page).not.toHaveURL(/\/Login/);

  // no wait for the product page's saved-state look-up: a click while it is on its way must win
  // over its older answer (save-button.tsx), and that race is part of what this checks
  await page.goto(listPath(categories.vehicles));
  // a slow phone's pace for the navigation: the list, leaving, renders once more while the address
  // already names the product (what that render may fetch is checked below)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
  await productList(page, t).getByRole('link', { name: camry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const actions = page.locator('.product-actions');
  await actions.getByRole('button', { name: t(`Save ${camry}`, `احفظ ${camry}`) }).click();
  const saved = actions.getByRole('button', {
    name: t(`Remove ${camry} from saved`, `إزالة ${camry} من المحفوظات`),
  });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // the list's deferred cards come from the address the document was loaded from, never from the
  // product's under the list's route (deferred-data.tsx): seen once in two runs before the fix
  expect(
    dataRequests.filter((url) => url.includes('/Show-Product/') && url.includes('market-products')),
  ).toEqual([]);
  await page.goto('/saved-product');
  await expect(page.getByRole('link', { name: camry })).toBeVisible();

  // unsave from the product page: the saved list no longer holds it
  await page.getByRole('link', { name: camry }).click();
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

test('report: a signed-in reader can report a product, its author cannot', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { posts, user, author } = await market(request, lang);
  const reportControl = page.getByText(t('Report this post', 'أبلغ عن هذا المنشور'), { exact: true });

  await signIn(context, user);
  await page.goto(`/Show-Product/${posts.camry.id}/${posts.camry.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.camry.title);
  await reportControl.click();
  await expect(
    page.getByRole('group', { name: t('Why are you reporting this post?', 'لماذا تبلّغ عن هذا المنشور؟') }),
  ).toBeVisible();
  const send = page.getByRole('button', { name: t('Send report', 'أرسل البلاغ') });
  await expect(send).toBeVisible();
  // no reason chosen: said under the reasons in the page's language, not in the browser's bubble
  await send.click();
  const reasons = page.getByRole('group', {
    name: t('Why are you reporting this post?', 'لماذا تبلّغ عن هذا المنشور؟'),
  });
  await expect(reasons.getByRole('alert')).toHaveText(t('Choose a reason', 'اختر سببًا'));
  await expect(reasons).toHaveAccessibleDescription(t('Choose a reason', 'اختر سببًا'));
  await expectNoA11yViolations(page);

  await context.clearCookies();
  await signIn(context, author);
  await page.goto(`/Show-Product/${posts.camry.id}/${posts.camry.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.camry.title);
  // the page is rendered on the server: with its heading there, the control would be too
  await expect(reportControl).toHaveCount(0);
});

test('search: the products filter finds a product by an Arabic variant and shows it as a card', async ({
  page,
  request,
  lang,
  t,
}) => {
  const { posts, sofaQuery } = await market(request, lang);
  // ه for ة in both words finds the sofa
  await page.goto(`/search-result/${encodeURIComponent(sofaQuery)}/product`);
  const filters = page.getByRole('navigation', { name: t('Show results from', 'اعرض النتائج من') });
  await expect(filters.getByRole('link', { name: t('Products', 'المنتجات') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const results = page.getByRole('list', { name: t('Search results', 'نتائج البحث') });
  await expect(results.getByRole('heading')).toHaveText([posts.sofa.title]);
  await expect(results.locator('article.listing-card')).toContainText('$450');
  await filters.getByRole('link', { name: t('Blog posts', 'مقالات المدونة') }).click();
  await expect(results.getByRole('link', { name: posts.sofa.title })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is a plain GET form; a bad value is named and left out', async ({
    page,
    request,
    lang,
    t,
  }) => {
    const { categories, posts } = await market(request, lang);
    // all products: the filters are folded until opened
    await page.goto('/market-place/products');
    await expectDocumentLang(page, lang);
    const condition = page.getByLabel(t('Condition', 'الحالة'));
    await expect(condition).toBeHidden();
    await page.getByText(t('Filters', 'عوامل التصفية')).click();
    await expect(condition).toBeVisible();

    // within a sub-category (the filters open already): new items only
    await page.goto(listPath(categories.baby));
    await expect(productList(page, t).getByRole('heading')).toHaveText([
      posts.carSeat.title,
      posts.monitor.title,
    ]);
    await condition.selectOption('new');
    await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
    await expect(page).toHaveURL(/condition=new/);
    await expect(productList(page, t).getByRole('heading')).toHaveText([posts.carSeat.title]);

    const response = await page.goto(`${listPath(categories.baby)}&year_from=1800&condition=new`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText(
      t('Enter a year from 1900 to next year', 'أدخل سنة من 1900 حتى السنة القادمة'),
    );
    await expect(productList(page, t).getByRole('heading')).toHaveText([posts.carSeat.title]);

    await page.goto('/market-place/products?condition=broken');
    await expect(page.getByRole('alert')).toContainText(t('Choose new or used', 'اختر جديد أو مستعمل'));
  });

  test('the phone shows through a link and the share panel opens', async ({ page, request, lang, t }) => {
    const { categories, posts } = await market(request, lang);
    await page.goto(listPath(categories.vehicles));
    await productList(page, t).getByRole('link', { name: posts.camry.title }).click();
    await page.getByRole('link', { name: t('Show phone number', 'اعرض رقم الهاتف') }).click();
    await expect(page).toHaveURL(/\?reveal=1#poster-contact$/);
    await expect(page.getByRole('link', { name: /\+1 313 555 0147/ })).toBeVisible();
    await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
    await expect(page.getByLabel(t('Link to this page', 'رابط هذه الصفحة'))).toHaveValue(
      new RegExp(`/Show-Product/${posts.camry.id}/${posts.camry.slug}$`),
    );
  });
});
