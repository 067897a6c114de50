import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 60_000 });

test('the user guide shows its four sections and opens an entry', async ({ page, lang, t }) => {
  expect((await page.goto('/User-Guide'))?.status()).toBe(200);
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('User Guide', 'دليل المستخدم'));
  const sections = [
    t('How to use', 'طريقة الاستخدام'),
    t('FAQ', 'الأسئلة الشائعة'),
    t('General tips', 'نصائح عامة'),
    t('Tour of the website', 'جولة في الموقع'),
  ];
  const tabs = page.getByRole('navigation', { name: t('Guide sections', 'أقسام الدليل') });
  for (const name of sections) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await tabs.getByRole('link', { name: sections[1] }).click();
  await expect(page).toHaveURL(/#faq$/);
  const faq = page.getByRole('region', { name: sections[1] });
  const entries = faq.getByRole('heading', { level: 3 });
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  const title = (await entries.first().textContent())?.trim() ?? '';
  await entries.first().getByRole('link').click();

  await expect(page).toHaveURL(/\/Show-User-Guide\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: t('Breadcrumb', 'مسار التنقل') });
  await expect(crumbs.getByRole('link', { name: sections[1] })).toHaveAttribute('href', '/User-Guide#faq');
  await expect(
    page.getByRole('heading', { level: 2, name: t('More in FAQ', 'المزيد في قسم الأسئلة الشائعة') }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: t('Back to the user guide', 'العودة إلى دليل المستخدم') }).click();
  await expect(page).toHaveURL(/\/User-Guide$/);
});

test('an unknown guide entry answers 404', async ({ page }) => {
  expect((await page.goto('/Show-User-Guide/999999'))?.status()).toBe(404);
  expect((await page.goto('/Show-User-Guide/abc'))?.status()).toBe(404);
});
