import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 90_000 });

const port = Number(process.env.E2E_PORT ?? 3100);
const fixturesApi = `http://127.0.0.1:${port + 4}/directory`;

type Business = { id: number; title: string; slug: string };
interface Directory {
  sub: { id: number; name: string };
  open: Business;
  closed: Business;
  reader: { email: string; password: string; token: string };
}

/** This test's own sub-category (scripts/e2e-fixtures.ts): one business open 24/7, one never open. */
async function directory(request: APIRequestContext, lang: string): Promise<Directory> {
  const res = await request.post(`${fixturesApi}?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

const signIn = (context: BrowserContext, token: string) =>
  context.addCookies([{ name: 'jaliya_session', value: token, domain: '127.0.0.1', path: '/' }]);

test('browse: shops → sub-category → open now → a business page → save', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const d = await directory(request, lang);
  await signIn(context, d.reader.token);
  await page.goto('/Category/shops');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Shops', 'المتاجر'));
  await expectNoA11yViolations(page);

  const categories = page.getByRole('list', { name: t('Categories', 'الفئات') });
  await categories.getByRole('link', { name: d.sub.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.sub.name);
  const list = page.getByRole('list', { name: t('Businesses', 'الأنشطة التجارية') });
  await expect(list.getByRole('link', { name: d.open.title })).toBeVisible();
  await expect(list.getByRole('link', { name: d.closed.title })).toBeVisible();
  await expect(list.getByText(t('Open 24/7', 'مفتوح 24/7'))).toBeVisible();
  await expectNoA11yViolations(page);

  // the filter is a GET form: the address carries it
  await page.getByRole('checkbox', { name: t('Open now', 'مفتوح الآن') }).check();
  await page.getByRole('button', { name: t('Apply', 'تطبيق') }).click();
  await expect(page).toHaveURL(/open_now=1/);
  await expect(list.getByRole('link', { name: d.closed.title })).toHaveCount(0);
  await expect(list.getByRole('link', { name: d.open.title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: t('Open now', 'مفتوح الآن') })).toBeChecked();

  await list.getByRole('link', { name: d.open.title }).click();
  await expect(page).toHaveURL(new RegExp(`/MarketProfile/${d.open.id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.open.title);
  await expect(page.locator('.business-open')).toHaveText(t('Open 24/7', 'مفتوح 24/7'));
  await expect(page.getByRole('row', { name: t('Today', 'اليوم') })).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('link', { name: /\+1 313 555 0142/ })).toHaveAttribute(
    'href',
    'tel:+13135550142',
  );
  await expectNoA11yViolations(page);

  const actions = page.locator('.product-actions');
  await actions.getByRole('button', { name: t(`Save ${d.open.title}`, `احفظ ${d.open.title}`) }).click();
  await expect(
    actions.getByRole('button', {
      name: t(`Remove ${d.open.title} from saved`, `إزالة ${d.open.title} من المحفوظات`),
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-store');
  await expect(page.getByRole('link', { name: d.open.title })).toBeVisible();
});

test('no JavaScript: the open-now filter works as a plain form', async ({ browser, request, lang, t }) => {
  const d = await directory(request, lang);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar' : 'en-US',
    extraHTTPHeaders: { cookie: `lang=${lang}` },
  });
  const page = await context.newPage();
  await page.goto(`/SubCategory/x/${d.sub.id}/?Page=shops`);
  await page.getByRole('checkbox', { name: t('Halal', 'حلال') }).check();
  await page.getByRole('checkbox', { name: t('Open now', 'مفتوح الآن') }).check();
  await page.getByRole('button', { name: t('Apply', 'تطبيق') }).click();
  await expect(page).toHaveURL(/community=halal/);
  await expect(page.getByRole('link', { name: d.open.title })).toBeVisible();
  await expect(page.getByRole('link', { name: d.closed.title })).toHaveCount(0);
  // filters that leave nothing say so, not that the category is empty
  await page.goto(`/SubCategory/x/${d.sub.id}/?Page=shops&community=prayer_space`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    t('No business matches these filters', 'لا يوجد نشاط تجاري يطابق عوامل التصفية هذه'),
  ]);
  await page.goto(`/SubCategory/x/${d.sub.id}/?Page=shops`);
  await expect(page.getByRole('link', { name: d.open.title })).toBeVisible();
  await context.close();
});
