import { expect, test } from './fixtures.ts';

const youtube = { type: 'youtube', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Welcome to Jaliya', description: 'A short tour' };
const key = (url: string) => `welcome_dismissed:${url}`;

test.describe('welcome modal: youtube', () => {
  test.use({ welcomeItem: youtube });

  test('appears after the delay, embeds the video without cookies, closing records "closed"', async ({ page, t }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Jaliya' });
    await page.waitForTimeout(1000);
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    const close = dialog.getByRole('button', { name: t('Close', 'إغلاق') });
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toHaveCount(0);
    const record = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key(youtube.link))) ?? 'null');
    expect(record).toMatchObject({ action: 'closed', url: youtube.link, timestamp: expect.any(Number) });
  });

  test('does not appear when a dismissal record exists', async ({ page }) => {
    await page.addInitScript(
      ([k, url]) => localStorage.setItem(k, JSON.stringify({ action: 'closed', timestamp: Date.now(), url })),
      [key(youtube.link), youtube.link],
    );
    await page.goto('/');
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the end of the video records "watched"', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // a message from another origin is ignored
    await page.evaluate(() =>
      window.dispatchEvent(new MessageEvent('message', { data: '{"event":"onStateChange","info":0}', origin: 'https://evil.example' })),
    );
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: '{"event":"onStateChange","info":0}', origin: 'https://www.youtube-nocookie.com' }),
      ),
    );
    await expect(dialog).toHaveCount(0);
    const record = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key(youtube.link))) ?? 'null');
    expect(record.action).toBe('watched');
  });

  test('Escape and a click on the overlay close it', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('welcome modal: image', () => {
  test.use({ welcomeItem: { type: 'video', link: '/demo/states/ohio.png', title: 'Ohio' } });
  test('shows an image detected by extension', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Ohio' })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('welcome modal: unsupported', () => {
  test.use({ welcomeItem: { type: 'youtube', link: 'https://www.youtube.com/watch?v=bad', title: 'Broken' } });
  test('says the content type is not supported', async ({ page, t }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toContainText(t('Content type not supported', 'نوع المحتوى غير مدعوم'), { timeout: 10_000 });
  });
});

test.describe('welcome modal: no link', () => {
  test.use({ welcomeItem: { type: 'image', link: '', title: 'Empty' } });
  test('never opens for an item without a link', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('welcome modal: from the server', () => {
  test.use({ welcomeItem: 'server' });
  test('the seeded item opens in the page language', async ({ page, t }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: t('Welcome to Jaliya', 'أهلاً بكم في جالية') })).toBeVisible({ timeout: 10_000 });
  });
});
