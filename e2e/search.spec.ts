import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 60_000 });

const resultsPath = (q: string, type = '') =>
  `/search-result/${encodeURIComponent(q)}${type ? `/${type}` : ''}`;
const ramadan = { en: 'Ramadan Night Markets on Warren Avenue', ar: 'أسواق رمضان الليلية في شارع وارن' };

test('Arabic variants find the same post: hamza, diacritics, tatweel and ة/ه', async ({ page, lang, t }) => {
  // أسواق as typed with hamza, without it, with a sukun and with tatweel
  for (const q of [
    '\u0623\u0633\u0648\u0627\u0642',
    '\u0627\u0633\u0648\u0627\u0642',
    '\u0623\u0633\u0652\u0648\u0627\u0642',
    '\u0627\u0633\u0640\u0640\u0648\u0627\u0642',
  ]) {
    expect((await page.goto(resultsPath(q)))?.status(), q).toBe(200);
    const results = page.getByRole('list', { name: t('Search results', 'نتائج البحث') });
    await expect(results.getByRole('link', { name: ramadan[lang] }), q).toBeVisible();
  }
  // الليليه (ه for ة) finds the same post
  await page.goto(resultsPath('\u0627\u0644\u0644\u064A\u0644\u064A\u0647'));
  await expect(page.getByRole('link', { name: ramadan[lang] })).toBeVisible();
  await expectDocumentLang(page, lang);
  await expectNoA11yViolations(page);
});

test('Arabic-Indic digits match the number, and English stemming works', async ({ page, lang, t }) => {
  await page.goto(resultsPath('\u0662\u0660\u0662\u0666')); // ٢٠٢٦
  const tax = t(
    'Tax Season 2026: Free Filing Help in Arabic',
    'موسم الضرائب 2026: مساعدة مجانية في تقديم الإقرار باللغة العربية',
  );
  await expect(page.getByRole('link', { name: tax })).toBeVisible();

  await page.goto(resultsPath('restaurants'));
  const halal = t('A Halal Food Guide to Dearborn Restaurants', 'دليل الطعام الحلال في مطاعم ديربورن');
  await expect(page.getByRole('link', { name: halal })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(lang === 'ar' ? /نتيجة|نتائج|نتيجتان/ : /\d+ results?/);
});

test('the type filters, the count with Arabic plurals and the empty state', async ({ page, t }) => {
  await page.goto(resultsPath('account'));
  const filters = page.getByRole('navigation', { name: t('Show results from', 'اعرض النتائج من') });
  await expect(filters.getByRole('link', { name: t('All', 'الكل') })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: t('User guides', 'أدلة المستخدم') }).click();
  await expect(page).toHaveURL(/\/search-result\/account\/guides$/);
  const results = page.getByRole('list', { name: t('Search results', 'نتائج البحث') });
  await expect(results.getByRole('listitem').first()).toContainText(t('User guide', 'دليل المستخدم'));
  await expect(results.locator('img')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // one result: the Arabic count uses the singular form
  await page.goto(resultsPath('qatayef'));
  await expect(page.getByRole('status')).toHaveText(t('1 result', 'نتيجة واحدة'));

  await page.goto(resultsPath('zzqxv'));
  await expect(page.getByRole('status')).toHaveText(t('No results', 'لا توجد نتائج'));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: t('Nothing matched your search', 'لم نعثر على ما يطابق بحثك'),
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('Browse the blog', 'تصفح المدونة') })).toHaveAttribute(
    'href',
    '/Blog',
  );
  await expectNoA11yViolations(page);
});

test('the search form on the results page searches again, also without JavaScript', async ({
  browser,
  lang,
  t,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar' : 'en-US',
  });
  await context.addCookies([{ name: 'lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(resultsPath('zzqxv'));
  const input = page.getByLabel(t('Search words', 'كلمات البحث'));
  await input.fill('\u0645\u0637\u0627\u0639\u0645'); // مطاعم
  await input.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/search-result/${encodeURIComponent('\u0645\u0637\u0627\u0639\u0645')}$`),
  );
  await expect(
    page.getByRole('link', {
      name: t('A Halal Food Guide to Dearborn Restaurants', 'دليل الطعام الحلال في مطاعم ديربورن'),
    }),
  ).toBeVisible();
  await context.close();
});

test('a blank or over-long keyword gets a clear message, not results', async ({ page, t }) => {
  const blank = await page.goto('/search-result/%20%20');
  expect(blank?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('Please fix your search', 'يرجى تصحيح كلمات البحث'),
  );
  await expect(page.getByText(t('Type a word to search for.', 'اكتب كلمة للبحث عنها.'))).toBeVisible();
  const long = await page.goto(resultsPath('a'.repeat(101)));
  expect(long?.status()).toBe(400);
  await expect(
    page.getByText(t('Search words are limited to 100 characters.', 'يجب ألا تتجاوز كلمات البحث 100 حرف.')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
