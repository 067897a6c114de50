import type { Page, Route } from '@playwright/test';
import { checkInbox, expect, expectNoA11yViolations, test } from './fixtures.ts';

/** The root layout mirrors lang to localStorage in its first effect: after that, handlers are live. */
const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).not.toBeNull();

/** Holds the blog page's data request until `release()` is called. */
async function holdBlogData(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/Blog\.data/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('loading screen and global loading bar', () => {
  test('a slow navigation shows the bar at once and, after 400 ms, the full screen typing "Loading…" at 100 ms a character', async ({
    page,
    t,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const release = await holdBlogData(page);
    await page.clock.pauseAt(Date.now() + 60_000);

    const bar = page.locator('.global-loading');
    await expect(bar).not.toHaveClass(/is-loading/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Blog', 'المدونة'), exact: true })
      .click();
    await expect(bar).toHaveClass(/is-loading/);

    const word = t('Loading…', 'جارٍ التحميل…');
    const screen = page.getByRole('status', { name: word });
    await page.clock.runFor(390);
    await expect(screen).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(screen).toBeVisible();
    // full screen over the page
    const box = await screen.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 1);
    const typed = screen.locator('.loading-text');
    await expect(screen.locator('.dots > span')).toHaveCount(3);
    // one more character every 100 ms, never two at once
    for (let n = 1; n <= word.length; n++) {
      await page.clock.runFor(100);
      await expect(typed).toHaveText(word.slice(0, n));
    }
    await page.clock.runFor(500);
    await expect(typed).toHaveText(word);
    // typing is done and the data request is still held, so the screen stays put on a real clock:
    // axe runs normally (stepping a paused clock through axe outlasted the test on a busy machine)
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await expect(typed).toHaveText(word);

    release();
    await expect(page).toHaveURL(/\/Blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Blog', 'المدونة'));
    await expect(screen).toHaveCount(0);
    await expect(bar).not.toHaveClass(/is-loading/);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  test('the bar settles back to idle after each navigation and still lights up for the next (the count never drifts below zero)', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('.global-loading');
    for (const [name, path] of [
      [t('About', 'من نحن'), /\/About$/],
      [t('Contact', 'اتصل بنا'), /\/Contact$/],
      [t('Home', 'الرئيسية'), /\/$/],
    ] as const) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(bar).not.toHaveClass(/is-loading/);
    }
    const release = await holdBlogData(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Blog', 'المدونة'), exact: true })
      .click();
    await expect(bar).toHaveClass(/is-loading/);
    release();
    await expect(page).toHaveURL(/\/Blog$/);
    await expect(bar).not.toHaveClass(/is-loading/);
    await expect(page.locator('.navigation-loading')).toHaveCount(0);
  });
});

test.describe('timed alert', () => {
  test('the footer subscribe success counts down each second and is gone at zero', async ({ page, t }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const input = page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') });
    await input.fill(`alert-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    const alert = page.getByRole('status').filter({ hasText: checkInbox(t) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(t('4 seconds left', 'تبقّت 4 ثوانٍ'));
    await page.clock.runFor(1000);
    await expect(alert).toContainText(t('3 seconds left', 'تبقّت 3 ثوانٍ'));
    await page.clock.runFor(1000);
    await expect(alert).toContainText(t('2 seconds left', 'تبقّت ثانيتان'));
    await page.clock.runFor(1000);
    await expect(alert).toContainText(t('1 second left', 'تبقّت ثانية واحدة'));
    await page.clock.runFor(900);
    await expect(alert).toBeVisible();
    await page.clock.runFor(100);
    await expect(alert).toHaveCount(0);
  });

  // axe needs running timers, so it checks the alert on the real clock (stepping a paused clock
  // through axe let the countdown move on a busy machine)
  test('the subscribe success alert passes axe while it shows', async ({ page, t }) => {
    await page.goto('/');
    await hydrated(page);
    const input = page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') });
    await input.fill(`alert-axe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page.getByRole('status').filter({ hasText: checkInbox(t) })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
