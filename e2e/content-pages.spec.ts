import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

const pages = [
  { path: '/About', title: ['About Jaliya', 'عن جالية'], text: ['Our mission', 'رسالتنا'] },
  { path: '/Our-Service', title: ['Our services', 'خدماتنا'], text: ['Marketplace', 'السوق'] },
  {
    path: '/Privacy-Policy',
    title: ['Privacy policy', 'سياسة الخصوصية'],
    text: ['Data we collect', 'البيانات التي نجمعها'],
  },
  {
    path: '/Terms-conditions',
    title: ['Terms and conditions', 'الشروط والأحكام'],
    text: ['Posting listings', 'نشر الإعلانات'],
  },
  {
    path: '/eula',
    title: ['End-user licence agreement', 'اتفاقية ترخيص المستخدم النهائي'],
    text: ['Licence', 'الترخيص'],
  },
] as const;

for (const { path, title: titles, text: texts } of pages) {
  test(`${path} shows its title and rich text`, async ({ page, lang, t }) => {
    const title = t(titles[0], titles[1]);
    const text = t(texts[0], texts[1]);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectDocumentLang(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expectNoA11yViolations(page);
  });
}

test('page paths match in any letter case', async ({ page, t }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Privacy policy', 'سياسة الخصوصية'));
});

test('the legal pages hide the footer', async ({ page }) => {
  await page.goto('/Terms-conditions');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
