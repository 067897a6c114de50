import { expect, test } from './fixtures.ts';

const loads = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads ?? 0);
const identity = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __chatIdentity?: unknown }).__chatIdentity);

test.describe('live chat loader', () => {
  test('is not loaded before interaction and loads once on the first pointer press, as a guest', async ({ page }) => {
    await page.goto('/');
    // hydrated: the root layout's first effect has run, so the listeners are attached
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).not.toBeNull();
    expect(await loads(page)).toBe(0);
    await page.mouse.click(600, 600);
    await expect.poll(() => loads(page), { timeout: 2000 }).toBe(1);
    await expect.poll(() => identity(page)).toEqual({ guest: true });
    await page.mouse.click(600, 650);
    await page.waitForTimeout(3500);
    expect(await loads(page)).toBe(1);
  });

  test('loads by itself after about 3 s of idleness', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(await loads(page)).toBe(0);
    await expect.poll(() => loads(page), { timeout: 4000 }).toBe(1);
  });

});
