import type { Page } from '@playwright/test';
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

test('the scroll position survives a reload and Back; a new page opens at its top', async ({ page, t }) => {
  await page.goto(list);
  await scrollTo(page, 600);
  await page.reload();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect.poll(() => scrollY(page)).toBe(600);

  // another document: its own history entry, not the list's position (each entry has its own key)
  await page.goto('/Blog');
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room, 'the blog list is tall enough to show a wrongly restored position').toBeGreaterThan(600);
  expect(await scrollY(page)).toBe(0);

  // Back to the list (a new document load here), then a product and Back again (in the app)
  await page.goBack();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect.poll(() => scrollY(page)).toBe(600);
  const card = page
    .getByRole('list', { name: t('Products', 'المنتجات') })
    .getByRole('link')
    .nth(6);
  await card.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(/\/Show-Product\//);
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
  const post = page.getByRole('main').getByRole('link', { name: /./ }).nth(8);
  await post.scrollIntoViewIfNeeded();
  const blogY = await scrollY(page);
  expect(blogY).toBeGreaterThan(0);
  await post.click();
  await expect(page).toHaveURL(/\/Show-Blog\//);
  // then the product list opened as a new document, scrolled elsewhere, and a product in the app
  await page.goto(list);
  const product = page
    .getByRole('list', { name: t('Products', 'المنتجات') })
    .getByRole('link')
    .nth(10);
  await product.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).not.toBe(blogY);
  await product.click();
  await expect(page).toHaveURL(/\/Show-Product\//);
  // Back, Back (the post, loaded as a document again), Back: the blog list where it was left
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(listY);
  await page.goBack();
  await expect(page).toHaveURL(/\/Show-Blog\//);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.goBack();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect.poll(() => scrollY(page)).toBe(blogY);
});
