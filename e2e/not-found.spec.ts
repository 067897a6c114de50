import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

test('an unknown route shows the not-found page with a 404', async ({ page, lang, t }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Page not found', 'الصفحة غير موجودة'));
  await expectNoA11yViolations(page);
});
