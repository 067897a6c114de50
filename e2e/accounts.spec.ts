import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';
import { actAs, makePeople } from './journey-helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const mailApi = `http://127.0.0.1:${port + 3}/mail`;
const password = 'olive tree 2024';

/**
 * Each test acts from its own client address (the e2e server trusts X-Forwarded-For), so the
 * per-IP throttles of one test never slow down another.
 */
let clientIp = '';
test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  clientIp = `10.${b[0]}.${b[1]}.${(b[2] % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
});

const newEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.com`;

/** The newest 6-digit code mailed to this address through the SMTP test server. */
async function codeFor(request: APIRequestContext, email: string, after = 0): Promise<string> {
  const newestCode = async () => {
    const fresh = (await mailsTo(request, email)).filter((m) => m.at > after);
    return fresh.length ? (/^\s*(\d{6})\s*$/m.exec(fresh[fresh.length - 1].text)?.[1] ?? null) : null;
  };
  await expect.poll(newestCode, { message: `a code mailed to ${email}`, timeout: 5000 }).not.toBeNull();
  return (await newestCode()) as string;
}

async function mailsTo(request: APIRequestContext, email: string) {
  return (await (await request.get(`${mailApi}?to=${encodeURIComponent(email)}`)).json()) as Array<{
    text: string;
    at: number;
  }>;
}

/** A user made through the API, as the mobile app would. */
async function apiUser(request: APIRequestContext, lang: string) {
  const email = newEmail();
  const res = await request.post(`/api/v1/${lang}/9/register`, {
    headers: { 'x-forwarded-for': `10.200.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}` },
    data: {
      name: 'Nadia Saleh',
      email,
      phone: '3135550111',
      password,
      password_confirmation: password,
      gender: 'female',
      terms: true,
    },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).data.token as string };
}

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function logIn(page: Page, t: (en: string, ar: string) => string, email: string, pass = password) {
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(email);
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(pass);
  await page.getByRole('button', { name: t('Log in', 'دخول') }).click();
}

test('register shows the description messages, then signs up, stores the session keys and verifies the e-mail by code', async ({
  page,
  lang,
  t,
  request,
}) => {
  await page.goto('/Register');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Register', 'إنشاء حساب'));
  await expectNoA11yViolations(page);

  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill('not-an-email');
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill('short');
  await page.getByLabel(t('Confirm password', 'تأكيد كلمة المرور')).fill('other');
  await page.getByRole('button', { name: t('Create account', 'أنشئ الحساب') }).click();
  await expect(page.getByText(t('Name is required', 'الاسم مطلوب'))).toBeVisible();
  await expect(page.getByText(t('Email is not valid', 'البريد الإلكتروني غير صالح'))).toBeVisible();
  await expect(
    page.getByText(t('Passwords must be at least 8 characters', 'يجب ألا تقل كلمة المرور عن 8 أحرف')),
  ).toBeVisible();
  await expect(
    page.getByText(
      t('Please accept our terms & conditions to continue', 'يُرجى الموافقة على الشروط والأحكام للمتابعة'),
    ),
  ).toBeVisible();

  const email = newEmail();
  await page.getByLabel(t('User name', 'اسم المستخدم')).fill(t('Sami Khoury', 'سامي خوري'));
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(email);
  await page.getByLabel(t('Phone', 'رقم الهاتف')).fill('٣١٣٥٥٥٠١٢٣');
  await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(password);
  await page.getByLabel(t('Confirm password', 'تأكيد كلمة المرور')).fill(password);
  await page.getByLabel(t('Female', 'أنثى'), { exact: true }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('Create account', 'أنشئ الحساب') }).click();

  await expect(page).toHaveURL(/\/Profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Profile', 'الملف الشخصي'));
  const stored = await page.evaluate(() => [
    localStorage.getItem('arab_user_token'),
    localStorage.getItem('arab_user_name'),
    localStorage.getItem('arab_user_email'),
  ]);
  expect(stored[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(stored.slice(1)).toEqual([t('Sami Khoury', 'سامي خوري'), email]);
  // the session cookie is HttpOnly: scripts cannot read it
  expect(await page.evaluate(() => document.cookie)).not.toContain('jaliya_session');

  const code = await codeFor(request, email);
  await page.getByLabel(t('Verification code (6 digits)', 'رمز التحقق (6 أرقام)')).fill(toArabicDigits(code));
  await page.getByRole('button', { name: t('Verify', 'تأكيد'), exact: true }).click();
  await expect(
    page.getByText(t('Your email address is verified.', 'تم تأكيد بريدك الإلكتروني.')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('log in shows both description errors, then logs in; log out ends the server session and clears storage', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email } = await apiUser(request, lang);
  await page.goto('/Login');
  await expectNoA11yViolations(page);
  await logIn(page, t, newEmail());
  await expect(
    page.getByText(t('This email is not registered', 'هذا البريد الإلكتروني غير مسجّل')),
  ).toBeVisible();
  await logIn(page, t, email, 'not my password');
  await expect(page.getByText(t('Wrong password', 'كلمة المرور غير صحيحة'))).toBeVisible();
  await logIn(page, t, email);
  await expect(page).toHaveURL(/\/Profile$/);
  const token = await page.evaluate(() => localStorage.getItem('arab_user_token'));
  expect(token).toBeTruthy();
  expect(
    (
      await request.get(`/api/v1/${lang}/9/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);

  // the header's dropdown (shell) carries the name and the LogOut form
  const logout = page.locator('form[action="/actions/logout"] button');
  if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Nadia Saleh' }).click();
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  expect(
    (
      await request.get(`/api/v1/${lang}/9/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(401);
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FProfile$/);
});

test('a guest who opens an account page is sent to log in and comes back after', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email } = await apiUser(request, lang);
  await page.goto('/saved-blogs');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fsaved-blogs$/);
  await logIn(page, t, email);
  await expect(page).toHaveURL(/\/saved-blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Saved blogs', 'المقالات المحفوظة'));
  await expect(
    page.getByText(t('You have not saved any blog posts yet.', 'لم تحفظ أي مقال بعد.')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  // each defined listing kind (shared/listings/) has its saved and own-posts pages, empty here
  await page.getByRole('link', { name: t('Saved products', 'المنتجات المحفوظة') }).click();
  await expect(
    page.getByText(t('You have not saved any products yet.', 'لم تحفظ أي منتج بعد.')),
  ).toBeVisible();
  await page.getByRole('link', { name: t('My products', 'منتجاتي') }).click();
  await expect(
    page.getByText(t('You have not posted any products yet.', 'لم تنشر أي منتج بعد.')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('forgot password end to end: code by mail (Arabic-Indic digits), wrong code refused, new password works', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email } = await apiUser(request, lang);
  await page.goto('/Forget-Password');
  await expectNoA11yViolations(page);
  const before = Date.now() - 1;
  await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(email);
  await page.getByRole('button', { name: t('Send code', 'أرسل الرمز') }).click();
  await expect(
    page.getByText(
      t(
        'We sent a 6-digit code to your email. It expires in 10 minutes.',
        'أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني، وتنتهي صلاحيته خلال 10 دقائق.',
      ),
    ),
  ).toBeVisible();
  const code = await codeFor(request, email, before);
  const wrong = code === '123456' ? '654321' : '123456';
  const fill = async (c: string) => {
    await page.getByLabel(t('Verification code (6 digits)', 'رمز التحقق (6 أرقام)')).fill(c);
    await page.getByLabel(t('New password', 'كلمة المرور الجديدة')).fill('fresh start 99');
    await page.getByLabel(t('Confirm password', 'تأكيد كلمة المرور')).fill('fresh start 99');
    await page.getByRole('button', { name: t('Change password', 'غيّر كلمة المرور') }).click();
  };
  await fill(wrong);
  await expect(page.getByText(t('OTP is not valid', 'رمز التحقق غير صالح'))).toBeVisible();
  await fill(toArabicDigits(code));
  await expect(
    page.getByText(t('Your password has been changed successfully', 'تم تغيير كلمة المرور بنجاح')),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  // a reset does not log in by itself
  await page
    .getByRole('link', { name: t('Login', 'تسجيل الدخول') })
    .first()
    .click();
  await logIn(page, t, email, 'fresh start 99');
  await expect(page).toHaveURL(/\/Profile$/);
});

test('profile: edit details, change e-mail with a code, change password', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email } = await apiUser(request, lang);
  await page.goto('/Login');
  await logIn(page, t, email);
  await expect(page).toHaveURL(/\/Profile$/);

  await page.getByLabel(t('User name', 'اسم المستخدم')).fill(t('Nadia S.', 'نادية'));
  await page.getByLabel(t('Phone', 'رقم الهاتف')).fill('٣١٣ ٥٥٥ ٠١٩٩');
  await page.getByLabel(t('Male', 'ذكر'), { exact: true }).check();
  await page.getByRole('button', { name: t('Save changes', 'احفظ التغييرات') }).click();
  await expect(page.getByText(t('Your profile has been updated.', 'تم تحديث ملفك الشخصي.'))).toBeVisible();
  await expect(page.getByLabel(t('Phone', 'رقم الهاتف'))).toHaveValue('313 555 0199');

  const next = newEmail();
  await page.getByLabel(t('New email', 'البريد الإلكتروني الجديد')).fill(next);
  await page.getByLabel(t('Current password', 'كلمة المرور الحالية')).fill(password);
  await page
    .getByRole('button', { name: t('Send code to the new address', 'أرسل الرمز إلى العنوان الجديد') })
    .click();
  const code = await codeFor(request, next);
  await page.locator('#email-code').fill(code);
  await page.getByRole('button', { name: t('Confirm new email', 'تأكيد البريد الجديد') }).click();
  await expect(
    page.getByText(t('Your email address has been changed.', 'تم تغيير بريدك الإلكتروني.')),
  ).toBeVisible();
  await expect(page.getByText(next)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, email)).some((m) => m.text.includes(next)))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('arab_user_email'))).toBe(next);

  await page
    .getByRole('link', { name: t('Change password', 'تغيير كلمة المرور') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Change password', 'تغيير كلمة المرور'));
  await expectNoA11yViolations(page);
  const oldToken = await page.evaluate(() => localStorage.getItem('arab_user_token'));
  await page.getByLabel(t('Current password', 'كلمة المرور الحالية')).fill('wrong password');
  await page.getByLabel(t('New password', 'كلمة المرور الجديدة')).fill('second life 42');
  await page.getByLabel(t('Confirm password', 'تأكيد كلمة المرور')).fill('second life 42');
  await page.getByRole('button', { name: t('Change password', 'غيّر كلمة المرور') }).click();
  await expect(page.getByText(t('Wrong password', 'كلمة المرور غير صحيحة'))).toBeVisible();
  await page.getByLabel(t('Current password', 'كلمة المرور الحالية')).fill(password);
  await page.getByLabel(t('New password', 'كلمة المرور الجديدة')).fill('second life 42');
  await page.getByLabel(t('Confirm password', 'تأكيد كلمة المرور')).fill('second life 42');
  await page.getByRole('button', { name: t('Change password', 'غيّر كلمة المرور') }).click();
  await expect(
    page.getByText(t('Your password has been changed successfully', 'تم تغيير كلمة المرور بنجاح')),
  ).toBeVisible();
  // the old token is dead, this browser got a new one and stays logged in
  expect(
    (
      await request.get(`/api/v1/${lang}/9/profile`, { headers: { authorization: `Bearer ${oldToken}` } })
    ).status(),
  ).toBe(401);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('arab_user_token'))).not.toBe(oldToken);
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Profile', 'الملف الشخصي'));
});

test('delete account: yes/no confirmation and password, then the success message and a dead session', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email, token } = await apiUser(request, lang);
  await page.goto('/Login?redirectTo=%2Fdelete-account');
  await logIn(page, t, email);
  await expect(page).toHaveURL(/\/delete-account$/);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: t('No, keep my account', 'لا، أبقِ حسابي') }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  await page.goto('/delete-account');
  await page.getByLabel(t('Current password', 'كلمة المرور الحالية')).fill(password);
  await page.getByRole('button', { name: t('Yes, delete my account', 'نعم، احذف حسابي') }).click();
  await expect(page).toHaveURL(/\/Login\?deleted=1$/);
  await expect(
    page.getByText(t('Your account has been deleted successfully', 'تم حذف حسابك بنجاح')),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('arab_user_token'))).toBeNull();
  expect(
    (
      await request.get(`/api/v1/${lang}/9/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(401);
  await logIn(page, t, email);
  await expect(
    page.getByText(t('This email is not registered', 'هذا البريد الإلكتروني غير مسجّل')),
  ).toBeVisible();
});

/**
 * A card's title from the DOM, not from what is drawn: `innerText` of a heading not being rendered
 * at that moment (the page still settling after the login's redirect) is '' and once made the
 * spec look for a link named '' on /saved-blogs.
 */
async function headingText(card: Locator) {
  const heading = card.getByRole('heading');
  await expect(heading).toHaveText(/\S/);
  return ((await heading.textContent()) ?? '').trim();
}

// The Save buttons come with their state in the page's data: there is no look-up after hydration
// for a click to race (a post page's click once ended unsaved that way, about 1 run in 6)
test.describe('saved blogs', () => {
  test.describe.configure({ timeout: 60_000 });
  test('a guest is asked to log in; a user saves from the list and the post, finds them on /saved-blogs and unsaves', async ({
    page,
    t,
    lang,
    request,
  }) => {
    await page.goto('/Blog');
    const firstCard = page.locator('article').first();
    await firstCard.getByRole('button', { name: t('Save', 'حفظ') }).click();
    await expect(page.getByText(t('Please login first.', 'يرجى تسجيل الدخول أولاً.'))).toBeVisible();

    const { email } = await apiUser(request, lang);
    await page.goto('/Login?redirectTo=%2FBlog');
    await logIn(page, t, email);
    await expect(page).toHaveURL(/\/Blog$/);
    const card = page.locator('article').first();
    const title = await headingText(card);
    const save = card.getByRole('button', { name: t('Save', 'حفظ') });
    await save.click();
    await expect(card.getByRole('button', { name: t('Saved', 'محفوظ') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoA11yViolations(page);

    // the post page of the second card
    const second = page.locator('article').nth(1);
    const secondTitle = await headingText(second);
    await second.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
    await page
      .locator('.blog-post-actions')
      .getByRole('button', { name: t('Save', 'حفظ') })
      .click();
    await expect(
      page.locator('.blog-post-actions').getByRole('button', { name: t('Saved', 'محفوظ') }),
    ).toBeVisible();

    await page.goto('/saved-blogs');
    await expect(page.getByRole('link', { name: secondTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    // saved state survives a reload on the list
    await page.goto('/Blog');
    await expect(
      page
        .locator('article')
        .first()
        .getByRole('button', { name: t('Saved', 'محفوظ') }),
    ).toBeVisible();
    await page
      .locator('article')
      .first()
      .getByRole('button', { name: t('Saved', 'محفوظ') })
      .click();
    // 'Save' is a substring of 'Saved': wait on the pressed state, which changes only when the server answered
    await expect(page.locator('article').first().locator('button[aria-pressed]')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goto('/saved-blogs');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page
      .getByRole('button', {
        name: t(`Remove ${secondTitle} from saved`, `إزالة ${secondTitle} من المحفوظات`),
      })
      .click();
    await expect(
      page.getByText(t('You have not saved any blog posts yet.', 'لم تحفظ أي مقال بعد.')),
    ).toBeVisible();
  });
});

test('a page form posted from another site is refused and changes nothing', async ({
  page,
  t,
  lang,
  request,
}) => {
  const { email } = await apiUser(request, lang);
  await page.goto('/Login');
  await logIn(page, t, email);
  await expect(page).toHaveURL(/\/Profile$/);
  const token = await page.evaluate(() => localStorage.getItem('arab_user_token'));
  const forged = await page.request.post('/actions/logout', {
    headers: { origin: 'http://evil.example' },
    form: { x: '1' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(
    (
      await request.get(`/api/v1/${lang}/9/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Profile', 'الملف الشخصي'));
});

test('on a phone an account page comes first: its menu is a closed disclosure naming the page, and closes again on the page chosen', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { buyer } = await makePeople(request, lang);
  await actAs(context, buyer);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/saved-store');
  const heading = page.getByRole('heading', { level: 1, name: t('Saved stores', 'المتاجر المحفوظة') });
  await expect(heading).toBeInViewport();
  const menu = page.getByRole('navigation', { name: t('Account', 'الحساب') });
  const mine = menu.getByRole('link', { name: t('My jobs', 'وظائفي') });
  await expect(mine).toBeHidden();
  const summary = menu.locator('summary');
  await expect(summary).toContainText(t('Saved stores', 'المتاجر المحفوظة'));
  await summary.click();
  await expect(mine).toBeVisible();
  await mine.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('My jobs', 'وظائفي'));
  await expect(mine).toBeHidden();
  await expect(summary).toContainText(t('My jobs', 'وظائفي'));
  await expectNoA11yViolations(page);

  // a wide screen shows the menu as a column, with no disclosure to open
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(summary).toBeHidden();
  await expect(menu.getByRole('link', { name: t('Saved stores', 'المتاجر المحفوظة') })).toBeVisible();
});
