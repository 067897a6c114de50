import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkInbox, expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const mailApi = `http://127.0.0.1:${port + 3}/mail`;
const newEmail = () => `e2e-news-${randomBytes(5).toString('hex')}@example.com`;

/** Each test subscribes from its own client address (the e2e server trusts X-Forwarded-For). */
test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${b[0]}.${b[1]}.${(b[2] % 250) + 1}` });
});

/** The confirmation mail to this address and its link, once the server's job worker has sent it. */
async function mailedConfirmation(request: APIRequestContext, email: string) {
  const read = async () =>
    (await (await request.get(`${mailApi}?to=${encodeURIComponent(email)}`)).json()) as Array<{
      text: string;
    }>;
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await read();
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+&lang=(en|ar)/.exec(mail.text)?.[0] ?? '';
  expect(link, mail.text).not.toBe('');
  return { link, text: mail.text };
}

/** Opens the mailed link, confirms with the page's button and sees the description's success text. */
async function confirmFromMail(
  page: Page,
  request: APIRequestContext,
  email: string,
  t: (en: string, ar: string) => string,
) {
  const { link, text } = await mailedConfirmation(request, email);
  // the mail is in the page's language, and so is its link
  expect(text).toContain(t('Confirm my subscription', 'تأكيد اشتراكي'));
  expect(new URL(link).searchParams.get('lang')).toBe(t('en', 'ar'));
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: t('Confirm your subscription', 'أكّد اشتراكك') }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('Confirm my subscription', 'تأكيد اشتراكي') }).click();
  await expect(page.getByText(t('You have subscribed successfully', 'تم اشتراكك بنجاح'))).toBeVisible();
}

test.describe('site footer', () => {
  test('shows links, six labelled social icons, contact details and copyright', async ({ page, t }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: t('Footer', 'تذييل الصفحة') });
    const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/Our-Service',
      '/Blog',
      '/User-Guide',
      '/Contact',
      '/About',
      '/Terms-conditions',
      '/Privacy-Policy',
    ]);
    const social = footer.getByRole('list', { name: t('Follow us', 'تابعنا') }).getByRole('link');
    await expect(social).toHaveCount(6);
    await expect(footer.getByRole('link', { name: t('YouTube', 'يوتيوب') })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByRole('link', { name: 'hello@jaliya.app' })).toHaveAttribute('dir', 'ltr');
    await expect(footer.locator('bdi[dir="ltr"]')).toHaveText('+1 (313) 555-0142');
    await expect(footer).toContainText(t('All rights reserved', 'جميع الحقوق محفوظة'));
    await expect(footer.getByRole('img', { name: t('Jaliya Dearborn', 'جالية ديربورن') })).toHaveAttribute(
      'width',
      '180',
    );
  });

  test('is hidden on login, register, forget-password, privacy, terms and eula (any case)', async ({
    page,
  }) => {
    for (const path of [
      '/Login',
      '/register',
      '/Forget-Password',
      '/privacy-policy',
      '/Terms-conditions',
      '/EULA',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    }
    await page.goto('/Blog');
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('an invalid e-mail shows "Email is not valid" until it becomes valid', async ({ page, t }) => {
    await page.goto('/');
    const input = page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') });
    const message = page.getByText(t('Email is not valid', 'البريد الإلكتروني غير صالح'));
    await input.fill('layla@example');
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.pressSequentially('.com');
    await expect(message).toBeHidden();
  });

  test('a valid e-mail: input clears after 100 ms, "check your inbox" shows for 4 s (driven clock)', async ({
    page,
    t,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const input = page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') });
    await input.fill(newEmail());
    // stop the page's clock: from here on, time moves only when the test says so
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    const done = page.getByText(checkInbox(t));
    await expect(done).toBeVisible();
    await expect(input).not.toHaveValue('');
    await page.clock.runFor(100);
    await expect(input).toHaveValue('');
    await page.clock.runFor(3800);
    await expect(done).toBeVisible();
    await page.clock.runFor(200);
    await expect(done).toBeHidden();
  });

  test('double opt-in: the mailed link opens a page that confirms with a button', async ({
    page,
    request,
    t,
    lang,
  }) => {
    const email = newEmail();
    await page.goto('/Blog');
    await page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') }).fill(email);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page.getByText(checkInbox(t))).toBeVisible();
    await confirmFromMail(page, request, email, t);
    await expectDocumentLang(page, lang);
    await expectNoA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the subscribe box and the confirmation page still work', async ({ page, request, t }) => {
    const email = newEmail();
    await page.goto('/About');
    await page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') }).fill(email);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page).toHaveURL(/\/About\?subscribed=1#site-footer$/);
    await expect(page.getByText(checkInbox(t))).toBeVisible();
    // a countdown that cannot tick is not shown
    await expect(page.locator('.site-footer').getByText(t('4 seconds left', 'تبقّت 4 ثوانٍ'))).toHaveCount(0);
    await confirmFromMail(page, request, email, t);
  });

  test('a bad e-mail comes back with the message', async ({ page, t }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') }).fill('nope');
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page.getByText(t('Email is not valid', 'البريد الإلكتروني غير صالح'))).toBeVisible();
  });
});
