import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Lang } from './fixtures.ts';
import { mondayHoursForEveryDay, type T } from './journey-helpers.ts';

// The owner's 'update hours' page (issue 9): from My business and from the business page, the week
// and the special periods change without review, with JavaScript and without; a wrong time is
// named under its day; someone else's business is refused.

test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 3100);
const fixtures = `http://127.0.0.1:${port + 4}`;
interface Account {
  email: string;
  password: string;
  token: string;
}
interface Owned {
  owner: Account;
  stranger: Account;
  business: { id: number; title: string };
}

/** A published business of a fresh owner (scripts/e2e-fixtures.ts), and a stranger. */
async function ownedBusiness(request: APIRequestContext, lang: Lang): Promise<Owned> {
  const res = await request.post(`${fixtures}/directory/owner?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

const signIn = (context: BrowserContext, account: Account) =>
  context.addCookies([
    { name: 'jaliya_session', value: account.token, domain: '127.0.0.1', path: '/', httpOnly: true },
  ]);

const dayMode = (page: Page, t: T, en: string, ar: string) => page.getByLabel(t(en, ar), { exact: true });
const newPeriod = (page: Page, t: T) =>
  page.getByRole('group', { name: t('New special period', 'فترة خاصة جديدة'), exact: true });

test('the owner changes the week and adds Eid from My business; it stays published', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { owner, business } = await ownedBusiness(request, lang);
  await signIn(context, owner);
  await page.goto('/my-business');
  await page
    .getByRole('link', { name: t(`Update the hours of ${business.title}`, `تحديث ساعات ${business.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/my-business/${business.id}/hours$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Update hours', 'تحديث ساعات العمل'));
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

  // Monday 08:00–22:00, copied to every day, then Sunday closed
  await mondayHoursForEveryDay(page, t);
  await dayMode(page, t, 'Sunday', 'الأحد').selectOption('closed');
  // the times of a closed day are out of the way
  await expect(page.getByLabel(t('Sunday: opens at', 'الأحد: يفتح الساعة'))).toBeHidden();

  const eid = newPeriod(page, t);
  await eid.getByLabel(t('From', 'من'), { exact: true }).fill('2099-03-10');
  await eid.getByLabel(t('To (included)', 'إلى (مشمول)')).fill('2099-03-12');
  await eid.getByLabel(t('Name (optional)', 'الاسم (اختياري)')).fill(t('Eid al-Fitr', 'عيد الفطر'));
  await eid.getByLabel(t('Hours on these days', 'الساعات في هذه الأيام')).selectOption('closed');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: t('Save hours', 'احفظ الساعات') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('Your hours are saved.', 'تم حفظ ساعات العمل.') }),
  ).toBeVisible();
  // saved: the period is now the first one, and a new spare row waits below it
  await expect(
    page
      .getByRole('group', { name: t('Special period 1', 'الفترة الخاصة 1') })
      .getByLabel(t('Name (optional)', 'الاسم (اختياري)')),
  ).toHaveValue(t('Eid al-Fitr', 'عيد الفطر'));

  // a wrong time is named under its day, and nothing is saved
  await page.getByLabel(t('Tuesday: opens at', 'الثلاثاء: يفتح الساعة')).fill('10:00');
  await page.getByLabel(t('Tuesday: closes at', 'الثلاثاء: يغلق الساعة')).fill('10:00');
  await page.getByRole('button', { name: t('Save hours', 'احفظ الساعات') }).click();
  const message = t(
    'Opening and closing times must differ (choose open 24 hours instead)',
    'يجب أن يختلف وقت الفتح عن وقت الإغلاق (أو اختر مفتوح 24 ساعة)',
  );
  await expect(page.getByText(message)).toBeVisible();
  await expect(dayMode(page, t, 'Tuesday', 'الثلاثاء')).toHaveAttribute('aria-invalid', 'true');

  // the business page shows the new hours; it was never sent back for review
  await page.goto('/my-business');
  await expect(page.getByText(t('Published', 'منشور')).first()).toBeVisible();
  await page.getByRole('link', { name: business.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.title);
  await expect(page.getByText(t('Eid al-Fitr', 'عيد الفطر'))).toBeVisible();
  await expect(page.getByText(t('Waiting for approval', 'بانتظار الموافقة'))).toHaveCount(0);
  // the owner's view of the page leads back to the hours
  await page.getByRole('link', { name: t('Update hours', 'تحديث الساعات'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-business/${business.id}/hours$`));
});

test('without JavaScript: saves the hours, names a wrong period under its row, refuses a stranger', async ({
  browser,
  request,
  lang,
  t,
}) => {
  const { owner, stranger, business } = await ownedBusiness(request, lang);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar' : 'en-US',
    extraHTTPHeaders: { cookie: `lang=${lang}` },
  });
  await signIn(context, owner);
  const page = await context.newPage();
  const path = `/my-business/${business.id}/hours`;
  await page.goto(path);
  await dayMode(page, t, 'Saturday', 'السبت').selectOption('open24');
  await page.getByRole('button', { name: t('Save hours', 'احفظ الساعات') }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?done=saved$`));
  await expect(page.getByText(t('Your hours are saved.', 'تم حفظ ساعات العمل.'))).toBeVisible();
  await expect(dayMode(page, t, 'Saturday', 'السبت')).toHaveValue('open24');

  // a period that ends before it starts: its message under its row, what was typed kept
  const period = newPeriod(page, t);
  await period.getByLabel(t('From', 'من'), { exact: true }).fill('2099-04-10');
  await period.getByLabel(t('To (included)', 'إلى (مشمول)')).fill('2099-04-01');
  await page.getByRole('button', { name: t('Save hours', 'احفظ الساعات') }).click();
  await expect(page).toHaveURL(/failed=invalid/);
  await expect(
    page.getByText(
      t(
        'The end date must be on or after the start date',
        'يجب أن يكون تاريخ النهاية في يوم البداية أو بعده',
      ),
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: t('Special period 1', 'الفترة الخاصة 1') })
      .getByLabel(t('To (included)', 'إلى (مشمول)')),
  ).toHaveValue('2099-04-01');

  // someone else's business
  await context.clearCookies({ name: 'jaliya_session' });
  await signIn(context, stranger);
  const refused = await page.goto(path);
  expect(refused?.status()).toBe(403);
  await expect(
    page.getByText(
      t(
        'Only the owner of this business can change its hours.',
        'لا يغيّر ساعات هذا النشاط التجاري إلا صاحبه.',
      ),
    ),
  ).toBeVisible();
  await context.close();
});
