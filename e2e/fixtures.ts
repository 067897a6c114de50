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
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()['content-type']?.startsWith('text/html') && !/\/api\//.test(page.url());
      if (javaScriptEnabled !== false && isPage)
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => {});
      return response;
    };
    if (welcomeItem !== 'server')
      await page.route('**/api/v1/*/*/welcome_screen', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: welcomeItem }) }),
      );
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'accessibility violations').toEqual([]);
}

/** Checks the document's language and direction match the project. */
export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

void en;
