import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.describe('site footer', () => {
  test('shows links, six labelled social icons, contact details and copyright', async ({ page, t }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: t('Footer', 'تذييل الصفحة') });
    const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/Our-Service', '/Blog', '/User-Guide', '/Contact', '/About', '/Terms-conditions', '/Privacy-Policy']);
    const social = footer.getByRole('list', { name: t('Follow us', 'تابعنا') }).getByRole('link');
    await expect(social).toHaveCount(6);
    await expect(footer.getByRole('link', { name: t('YouTube', 'يوتيوب') })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'hello@jaliya.app' })).toHaveAttribute('dir', 'ltr');
    await expect(footer.locator('bdi[dir="ltr"]')).toHaveText('+1 (313) 555-0142');
    await expect(footer).toContainText(t('All rights reserved', 'جميع الحقوق محفوظة'));
    await expect(footer.getByRole('img', { name: t('Jaliya Dearborn', 'جالية ديربورن') })).toHaveAttribute('width', '180');
  });

  test('is hidden on login, register, forget-password, privacy, terms and eula (any case)', async ({ page }) => {
    for (const path of ['/Login', '/register', '/Forget-Password', '/privacy-policy', '/Terms-conditions', '/EULA']) {
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

  test('a valid e-mail subscribes: input clears, confirmation shows for 4 s', async ({ page, t }) => {
    await page.goto('/');
    const input = page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') });
    await input.fill(`e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    const done = page.getByText(t('You have subscribed successfully', 'تم اشتراكك بنجاح'));
    await expect(done).toBeVisible();
    await expect(input).toHaveValue('');
    await page.waitForTimeout(2500);
    await expect(done).toBeVisible();
    await expect(done).toBeHidden({ timeout: 3000 });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the subscribe box still works', async ({ page, t }) => {
    await page.goto('/About');
    await page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') }).fill(`nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page).toHaveURL(/\/About\?subscribed=1#site-footer$/);
    await expect(page.getByText(t('You have subscribed successfully', 'تم اشتراكك بنجاح'))).toBeVisible();
    // a countdown that cannot tick is not shown
    await expect(page.locator('.site-footer').getByText(t('4 seconds left', 'تبقّت 4 ثوانٍ'))).toHaveCount(0);
  });

  test('a bad e-mail comes back with the message', async ({ page, t }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: t('Your email address', 'بريدك الإلكتروني') }).fill('nope');
    await page.getByRole('button', { name: t('Subscribe', 'اشترك') }).click();
    await expect(page.getByText(t('Email is not valid', 'البريد الإلكتروني غير صالح'))).toBeVisible();
  });
});

void expectNoA11yViolations;
