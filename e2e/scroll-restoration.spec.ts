import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Scroll positions (React Router's `<ScrollRestoration>`): a reader finds their place after a reload
 * and after Back, a new page opens at its top, and two pages opened in one tab keep their own
 * positions (decision 060 tells of a try without its inline script).
 */
const list = '/market-place/products';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Scrolls to `link`, follows it (in the app) to `url`; the position it was followed from. */
async function follow(page: Page, link: Locator, url: RegExp) {
  await link.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y, 'the link is below the top of the page').toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(url);
  return y;
}

/** A document the browser loaded again (a reload, Back to another document's entry) has hydrated. */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

/** Back to an entry of another document: the browser loads it again. */
async function backToDocument(page: Page) {
  await page.goBack();
  await hydrated(page);
}

const product = (page: Page, t: (en: string, ar: string) => string, n: number) =>
  page
    .getByRole('list', { name: t('Products', 'المنتجات') })
    .getByRole('link')
    .nth(n);
const productPage = /\/Show-Product\//;

test('the scroll position survives a reload and Back; a new page opens at its top', async ({ page, t }) => {
  await page.goto(list);
  await scrollTo(page, 600);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(600);

  // another document: its own history entry, not the list's position (each entry has its own key)
  await page.goto('/Blog');
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room, 'the blog list is tall enough to show a wrongly restored position').toBeGreaterThan(600);
  expect(await scrollY(page)).toBe(0);

  // Back to the list (a new document load here), then a product and Back again (in the app)
  await backToDocument(page);
  await expect.poll(() => scrollY(page)).toBe(600);
  const y = await follow(page, product(page, t, 6), productPage);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${list}$`));
  await expect.poll(() => scrollY(page)).toBe(y);
});

test('two pages opened in one tab keep their own positions (each history entry has its own key)', async ({
  page,
  t,
}) => {
  // the blog list, scrolled to a post, opened in the app
  await page.goto('/Blog');
  const blogY = await follow(
    page,
    page.getByRole('main').getByRole('link', { name: /./ }).nth(8),
    /\/Show-Blog\//,
  );
  // then the product list opened as a new document, scrolled elsewhere, and a product in the app
  await page.goto(list);
  const listY = await follow(page, product(page, t, 10), productPage);
  expect(listY).not.toBe(blogY);
  // Back, Back (the post, loaded as a document again), Back: the blog list where it was left
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await backToDocument(page);
  await expect(page).toHaveURL(/\/Show-Blog\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect.poll(() => scrollY(page)).toBe(blogY);
});
