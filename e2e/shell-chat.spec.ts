import { armedTimers, expect, pauseClock, test } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const chatIdleMs = 3000; // web/features/shell/chat-loader.tsx
const loads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads ?? 0);
const identity = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatIdentity?: unknown }).__chatIdentity);
/** The loader appends the provider's script synchronously when it starts: counted at once, no waiting. */
const chatScripts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script[src$="/chat-provider.js"]').length);

test.describe('live chat loader', () => {
  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
  });

  test('is not loaded before interaction and loads once on the first pointer press, as a guest', async ({
    page,
  }) => {
    await page.goto('/');
    // the idle timer is armed: the loader's effect has run and its pointer listener is attached
    await expect.poll(() => armedTimers(page)).toContain(chatIdleMs);
    expect(await chatScripts(page)).toBe(0);
    await page.mouse.click(600, 600);
    expect(await chatScripts(page)).toBe(1);
    await expect.poll(() => loads(page)).toBe(1);
    await expect.poll(() => identity(page)).toEqual({ guest: true });
    // neither a second press nor the idle timer's moment loads it again
    await page.mouse.click(600, 650);
    await page.clock.runFor(chatIdleMs * 2);
    expect(await chatScripts(page)).toBe(1);
    expect(await loads(page)).toBe(1);
  });

  test('loads by itself after 3 s of idleness, not before', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => armedTimers(page)).toContain(chatIdleMs);
    await page.clock.runFor(chatIdleMs - 1);
    expect(await chatScripts(page)).toBe(0);
    await page.clock.runFor(1);
    expect(await chatScripts(page)).toBe(1);
    await expect.poll(() => loads(page)).toBe(1);
  });
});
