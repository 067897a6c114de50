import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const password = 'olive tree 2024';

/** Each test acts from its own client address so the per-IP throttles never slow another test. */
test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${b[0]}.${b[1]}.${(b[2] % 250) + 1}` });
});

const storage = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('arab_user_token'),
    name: localStorage.getItem('arab_user_name'),
    email: localStorage.getItem('arab_user_email'),
  }));

/** Registers through the API (as the app would), then logs in through the real Login page. */
async function logInAsNewUser(page: Page, lang: string, t: (en: string, ar: string) => string) {
  const email = `e2e-hdr-${randomBytes(5).toString('hex')}@example.com`;
  const name = t('Rania Haddad', 'رانيا حداد');
  const res = await page.request.post(`/api/v1/${lang}/9/register`, {
    headers: { 'x-forwarded-for': `10.201.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}` },
    data: {
      name,
      email,
      phone: '3135550111',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: true,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/Login');
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(email);
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('Log in', 'دخول') }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  await expect.poll(async () => (await storage(page)).token).not.toBeNull();
  return { email, name };
}

test('logged in: the header dropdown shows the name with Profile and LogOut; LogOut clears storage and goes home', async ({
  page,
  lang,
  t,
}) => {
  const { name, email } = await logInAsNewUser(page, lang, t);
  await page.goto('/About');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: t('Login', 'تسجيل الدخول') })).toHaveCount(0);
  const account = banner.getByRole('button', { name });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const profile = banner.getByRole('link', { name: t('Profile', 'الملف الشخصي') });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute('href', '/Profile');
  const logout = banner.getByRole('button', { name: t('LogOut', 'تسجيل الخروج') });
  await expect(logout).toBeVisible();
  await expectNoA11yViolations(page);

  expect(await storage(page)).toEqual({ token: expect.any(String), name, email });
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storage(page)).toEqual({ token: null, name: null, email: null });
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('Login', 'تسجيل الدخول') }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name })).toHaveCount(0);
});

test('logged in: Add Business goes to /add-business and the chat provider is told token, name and e-mail', async ({
  page,
  lang,
  t,
}) => {
  const { name, email } = await logInAsNewUser(page, lang, t);
  await page.goto('/');
  // the chat loads on the first pointer press
  await page.getByRole('heading', { level: 1 }).click();
  const stored = await storage(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __chatIdentity?: unknown }).__chatIdentity))
    .toEqual({ token: stored.token, name, email });
  await page.getByRole('button', { name: t('Add Business', 'أضف نشاطك التجاري') }).click();
  await expect(page).toHaveURL(/\/add-business$/);
  // no "please log in" warning for a logged-in user
  await expect(page.getByText(t('Please Login First', 'يرجى تسجيل الدخول أولاً'))).toHaveCount(0);
});

test('logged in on a phone: the account menu sits in the burger panel', async ({ page, lang, t }) => {
  const { name } = await logInAsNewUser(page, lang, t);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name })).toBeHidden();
  await page.getByRole('button', { name: t('Menu', 'القائمة') }).click();
  await banner.getByRole('button', { name }).click();
  await expect(banner.getByRole('link', { name: t('Profile', 'الملف الشخصي') })).toBeVisible();
  await expect(banner.getByRole('button', { name: t('LogOut', 'تسجيل الخروج') })).toBeVisible();
  await expectNoA11yViolations(page);
});
