import type { Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

/** React has attached its handlers to the page (client navigation works from here on). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
  );
}

const heroTitle = { en: 'Your community, in your language', ar: 'جاليتك، بلغتك' };

test('the hero title and description become the page title and meta description', async ({
  page,
  lang,
  t,
}) => {
  await page.goto('/');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle[lang]);
  await expect(page).toHaveTitle(new RegExp(`^${heroTitle[lang]}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(
      t(
        'Jaliya brings the Arab community of Dearborn together',
        'تجمع جالية أبناء الجالية العربية في ديربورن',
      ),
    ),
  );
  await expectNoA11yViolations(page);
});

test('the hero image is the high-priority LCP image with a fixed size; the square image is mirrored only in Arabic', async ({
  page,
  lang,
}) => {
  await page.goto('/');
  const hero = page.locator('.hero__media');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '750');
  const box = await page.locator('.hero').boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(750);
  const square = page.locator('.hero__square');
  expect(await square.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(456, 0);
  const transform = await square.evaluate((el) => getComputedStyle(el).transform);
  // mirrored in Arabic only
  expect(transform).toBe(lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  expect(
    await page.locator('.hero__title').evaluate((el) => el.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(72);
  expect(
    await page.locator('.hero__description').evaluate((el) => el.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(200);
});

test('Read More leads to the about page', async ({ page, t }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('Read More', 'اقرأ المزيد') }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('About Jaliya', 'عن جالية'));
});

test('a client navigation to home shows skeletons until the data arrives, then the hero', async ({
  page,
  lang,
}) => {
  const homeLink = page
    .locator('header')
    .getByRole('link', { name: lang === 'ar' ? 'الرئيسية' : 'Home', exact: true });
  await page.goto('/About');
  await waitForHydration(page);
  // pass on only the first line of the route data: the deferred home data (a later line) never arrives
  await page.route(/\/_root\.data/, async (route) => {
    // Playwright's own fetch lacks the Fetch Metadata Chromium sends with route-data fetches, so add it
    const headers = { ...(await route.request().allHeaders()), 'sec-fetch-dest': 'empty' };
    const response = await route.fetch({ headers });
    const [head] = (await response.text()).split('\n');
    await route.fulfill({ response, body: `${head}\n` });
  });
  await homeLink.click();
  await expect(page.locator('.hero--loading')).toBeVisible();
  await expect(page.locator('.hero--loading')).toHaveAttribute('aria-busy', 'true');

  await page.unroute(/\/_root\.data/);
  await page.goto('/About');
  await waitForHydration(page);
  await homeLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle[lang]);
  await expect(page.locator('.hero--loading')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${heroTitle[lang]}`));
});

test('the home page is complete without JavaScript and shows the user guide teaser', async ({
  browser,
  lang,
  t,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar' : 'en-US',
    extraHTTPHeaders: { cookie: `lang=${lang}` },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle[lang]);
  await expect(page.locator('.hero--loading')).toHaveCount(0);
  const teaser = page.getByRole('region', { name: t('New to Jaliya?', 'جديد على جالية؟') });
  await expect(teaser.getByRole('listitem').first()).toBeVisible();
  await expect(
    teaser.getByRole('link', { name: t('All user guides', 'جميع أدلة الاستخدام') }),
  ).toHaveAttribute('href', '/User-Guide');
  await context.close();
});

test('home promotes the mobile app and lists other states to discover', async ({ page, t }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2, name: t('Jaliya in your pocket', 'جالية في جيبك') }),
  ).toBeVisible();
  const states = page.getByRole('region', { name: t('Discover Other States', 'اكتشف الولايات الأخرى') });
  await expect(states).toBeVisible();
  await expect(states.getByRole('listitem').first()).toBeVisible();
});
