import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  actAs,
  mailsTo,
  makePeople,
  saveAndFind,
  typed,
  uniqueWord,
  writeThroughRelay,
} from './journey-helpers.ts';

// The jobs board through the real screens: an author posts an anonymous job offer (the form's
// messages first), a moderator approves it, a reader finds it with the list's filters, opens it,
// writes to the anonymous poster through the relay (the mail reaches the poster in their language,
// without the reader seeing their address), saves it, and the author sees it published on My jobs.

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const myItem = (page: Page, title: string) => page.locator('.account-item').filter({ hasText: title });

test('post an anonymous job → approve → filter → show → contact through the relay → save → My jobs', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const people = await makePeople(request, lang);
  const word = uniqueWord();
  const title = t(`Night nurse ${word}`, `ممرضة مناوبة ليلية ${word}`);
  const company = `Clinic ${word}`;
  const phone = '313 555 0177';
  const salary = '4321';

  await test.step('the author fills the job form; without a phone or an e-mail it says so under the field', async () => {
    await actAs(context, people.author);
    await page.goto('/jobforcompany');
    await page.getByLabel(t('Title', 'العنوان'), { exact: true }).fill(title);
    // a company's form: the company poster and hiring chosen already
    await expect(page.getByLabel(t('Hiring', 'توظيف'), { exact: true })).toBeChecked();
    await expect(page.getByLabel(t('A company', 'شركة'), { exact: true })).toBeChecked();
    await page.getByLabel(t('Full time', 'دوام كامل'), { exact: true }).check();
    await page.getByLabel(t('Company', 'الشركة'), { exact: true }).fill(company);
    await page
      .getByLabel(t('Location', 'الموقع'), { exact: true })
      .fill(t('Dearborn Heights', 'ديربورن هايتس'));
    await page
      .getByLabel(t('Experience level', 'مستوى الخبرة'))
      .selectOption({ label: t('Experienced (2 to 5 years)', 'ذو خبرة (من سنتين إلى خمس)') });
    await page.getByLabel(t('Month', 'بالشهر'), { exact: true }).check();
    await page.getByLabel(t('Salary (USD)', 'الراتب (بالدولار)')).fill(typed(lang, salary));
    await page
      .getByLabel(t('Description', 'الوصف'), { exact: true })
      .fill(t('Night shifts, Arabic-speaking patients.', 'مناوبات ليلية مع مرضى يتكلمون العربية.'));
    await page.getByLabel(t('Post anonymously', 'النشر دون ذكر اسمي')).check();
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    const phoneField = page.getByLabel(t('Phone number', 'رقم الهاتف'), { exact: true });
    await expect(page.locator('#phone-error')).toHaveText(
      t('Please fill phone number or email address', 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني'),
    );
    // the first field to fix takes the focus; what was typed is still there
    await expect(phoneField).toBeFocused();
    await expect(page.getByLabel(t('Company', 'الشركة'), { exact: true })).toHaveValue(company);
    await phoneField.fill(typed(lang, phone));
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    await expect(page).toHaveURL(/\/my-job\?done=posted$/);
    await expect(myItem(page, title)).toContainText(t('Waiting for approval', 'بانتظار الموافقة'));
  });

  await test.step('a moderator approves it', async () => {
    await actAs(context, people.moderator);
    await page.goto('/admin/moderation');
    const item = page
      .locator('[data-queue-item]')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText(t('Job', 'وظيفة'), { exact: true })).toBeVisible();
    await item.getByRole('button', { name: t('Approve', 'موافقة') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t(
        'Post approved and published. The author was told by e-mail.',
        'قُبل المنشور ونُشر، وأُبلغ الناشر بالبريد.',
      ),
    );
  });

  let jobUrl = '';
  await test.step('a reader finds it with the filters: full time, per month, salary range', async () => {
    await actAs(context, people.buyer);
    await page.goto('/jobs');
    await page.getByText(t('Filters', 'عوامل التصفية'), { exact: true }).click();
    await page.getByLabel(t('Job type', 'نوع الوظيفة')).selectOption({ label: t('Full time', 'دوام كامل') });
    await page.getByLabel(t('Salary per', 'الراتب محسوب')).selectOption({ label: t('Month', 'بالشهر') });
    await page.getByLabel(t('Min salary ($)', 'أدنى راتب ($)')).fill(typed(lang, '4300'));
    await page.getByLabel(t('Max salary ($)', 'أعلى راتب ($)')).fill(typed(lang, '4400'));
    await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
    await expect(page).toHaveURL(/job_type=full_time/);
    await expect(page).toHaveURL(/salary_type=month/);
    const card = page.locator('.listing-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(t('Confidential employer', 'صاحب عمل سرّي'));
    await expect(card).not.toContainText(company);
    // the demo's hourly jobs are outside this filter
    await expect(page.locator('.listing-card').filter({ hasText: 'Line cook' })).toHaveCount(0);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/show-job\/\d+\/[^/]*$/);
    jobUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).not.toContainText(company);
    await expect(page.locator('main')).not.toContainText('555');
  });

  await test.step('the reader writes to the anonymous poster; the mail reaches them in their language', async () => {
    const words = t(`Hello, is the ${word} position still open?`, `مرحباً، هل وظيفة ${word} ما زالت متاحة؟`);
    await writeThroughRelay(page, t, words);
    await expect
      .poll(
        async () =>
          (await mailsTo(request, people.author.email)).find((m) => m.text.includes(words))?.text ?? '',
        {
          timeout: 10_000,
        },
      )
      .toContain(t('wrote to you about your post', 'بخصوص منشورك'));
    // the reader never saw the poster's address
    await expect(page.locator('body')).not.toContainText(people.author.email);
  });

  await test.step('the reader saves it and finds it on Saved jobs', async () => {
    await saveAndFind(page, t, title, '/saved-job');
  });

  await test.step('the author sees it published on My jobs, with their own details on its page', async () => {
    await actAs(context, people.author);
    await page.goto('/my-job');
    await expect(myItem(page, title)).toContainText(t('Published', 'منشور'));
    await page.goto(jobUrl);
    await expect(page.locator('main')).toContainText(company);
    await expect(page.locator('#contact-relay')).toHaveCount(0);
  });
});
