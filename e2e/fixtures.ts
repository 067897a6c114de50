import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import en from '../shared/i18n/en/common.json' with { type: 'json' };

export type Lang = 'en' | 'ar';

/**
 * `lang` is the project's language ('en' for en-ltr, 'ar' for ar-rtl); `t(enText, arText)` picks the
 * text a spec expects in that language, so one spec reads both.
 */
export interface WelcomeItemFixture {
  type: string;
  link: string;
  title: string;
  description?: string;
}

const hydrationTimeoutMs = 15_000;

/**
 * Answers the page's `welcome_screen` calls with `item`; null: no welcome modal, which opens 2 s after
 * a page loads on the e2e server and would cover (and, with its video, reach outside) other specs.
 * The `page` fixture does this; a spec that opens its own context calls it on its page.
 */
export const answerWelcome = (page: Page, item: WelcomeItemFixture | null) =>
  page.route('**/api/v1/*/*/welcome_screen', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: item }) }),
  );

export const test = base.extend<{
  lang: Lang;
  t: (en: string, ar: string) => string;
  /**
   * What `welcome_screen` answers in the browser. Null by default so the welcome modal (2 s on the
   * e2e server) never covers other specs; 'server' lets the real answer through; an item injects one.
   */
  welcomeItem: WelcomeItemFixture | null | 'server';
}>({
  welcomeItem: [null, { option: true }],
  page: async ({ page, welcomeItem, javaScriptEnabled }, use) => {
    // A click before hydration does nothing (the page works without JS through forms, but buttons
    // that only open menus wait for React): every goto waits for the app's hydration marker.
    // A page that never hydrates fails here, with the browser's own errors, instead of in a later
    // click that silently does nothing.
    const browserErrors: string[] = [];
    page.on('pageerror', (error) => browserErrors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(`console error: ${message.text()}`);
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage =
        response?.headers()['content-type']?.startsWith('text/html') && !/\/api\//.test(page.url());
      if (javaScriptEnabled !== false && isPage) {
        try {
          await page.waitForSelector('html[data-hydrated]', {
            state: 'attached',
            timeout: hydrationTimeoutMs,
          });
        } catch (error) {
          throw new Error(
            `${url} did not hydrate within ${hydrationTimeoutMs / 1000} s (no html[data-hydrated]); ` +
              `browser errors so far: ${browserErrors.length ? browserErrors.join(' | ') : 'none'}`,
            { cause: error },
          );
        }
      }
      return response;
    };
    if (welcomeItem !== 'server') await answerWelcome(page, welcomeItem);
    await use(page);
  },
  lang: async ({}, use, testInfo) => {
    await use(testInfo.project.name.startsWith('ar') ? 'ar' : 'en');
  },
  t: async ({ lang }, use) => {
    await use((enText, arText) => (lang === 'ar' ? arText : enText));
  },
});
export { expect };

/** Runs axe on the page and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * Puts the page on Playwright's fake clock, paused, before it loads: page timers fire only when a
 * spec moves time with `page.clock.runFor(ms)`. Every timer the page arms is recorded (its delay in
 * ms, in order), so a spec waits for the state "timer armed" and then moves time exactly past it,
 * instead of sleeping and hoping the machine kept up.
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: clockStart });
  await page.clock.pauseAt(clockStart + 1000);
  // after the clock's own script, so this wraps the fake setTimeout
  await page.addInitScript(() => {
    const w = window as unknown as { __armedTimers: number[] };
    w.__armedTimers = [];
    const fakeSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      w.__armedTimers.push(ms ?? 0);
      return fakeSetTimeout(handler, ms, ...args);
    }) as typeof window.setTimeout;
  });
}
const clockStart = Date.UTC(2026, 0, 15, 12);

/** The delays of the timers the page has armed so far (see pauseClock). */
export const armedTimers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __armedTimers?: number[] }).__armedTimers ?? []);

/** Checks the document's language and direction match the project. */
export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

void en;

/** What the footer's newsletter box says after a valid address (double opt-in: confirm by mail). */
export const checkInbox = (t: (en: string, ar: string) => string) =>
  t(
    'Almost done: check your inbox and confirm your subscription with the link we sent you.',
    'بقيت خطوة: تحقّق من بريدك الإلكتروني وأكّد اشتراكك بالرابط الذي أرسلناه إليك.',
  );
