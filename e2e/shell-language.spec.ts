import type { Page } from '@playwright/test';
import { expect, expectDocumentLang, type Lang, test } from './fixtures.ts';

/**
 * The projects preset `lang` as a domain cookie; the server and the toggle write the host-only
 * cookie a real browser keeps. Start from that one so both name the same cookie.
 */
async function useHostCookie(page: Page, lang: Lang, baseURL: string | undefined) {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'lang', value: lang, url: `${baseURL}/` }]);
}

test.describe('language', () => {
  test('the toggle flips language and direction, persists, and mirrors to localStorage', async ({
    page,
    lang,
    t,
    baseURL,
  }) => {
    await useHostCookie(page, lang, baseURL);
    await page.goto('/');
    await expectDocumentLang(page, lang);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
    expect(await page.evaluate(() => localStorage.getItem('cityId'))).toBe('9');
    const other = lang === 'en' ? 'ar' : 'en';
    await page.getByRole('button', { name: t('Switch to Arabic', 'التبديل إلى الإنجليزية') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expectDocumentLang(page, other);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(other);
    await page.reload();
    await expectDocumentLang(page, other);
  });

  test('?lang= wins over the cookie and sticks', async ({ page, lang, baseURL }) => {
    await useHostCookie(page, lang, baseURL);
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/?lang=${other}`);
    await expectDocumentLang(page, other);
    await page.goto('/');
    await expectDocumentLang(page, other);
  });

  test('/ar/... and /en/... drop the prefix, keep query and hash, and choose the language', async ({
    page,
    lang,
    baseURL,
  }) => {
    await useHostCookie(page, lang, baseURL);
    await page.goto('/ar/Blog?x=1#top');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/Blog?x=1#top');
    await expectDocumentLang(page, 'ar');
    await page.goto('/en');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectDocumentLang(page, 'en');
  });

  test('pages carry title, description-free canonical and hreflang alternates', async ({ page, lang }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(lang === 'en' ? /Jaliya Dearborn/ : /جالية ديربورن/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/\\?lang=${lang}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\?lang=en$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\?lang=ar$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  });
});
