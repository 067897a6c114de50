import type { Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

/** React has attached its handlers to the form (client validation is active from here on). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main form') ?? {}).some((k) => k.startsWith('__react')),
  );
}

test('the contact page shows its text with the support phone and the form', async ({ page, lang, t }) => {
  await page.goto('/Contact');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Contact us', 'تواصل معنا'));
  await expect(page.getByRole('main').getByRole('link', { name: '+1 (313) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+13135550142',
  );
  const phone = page.getByLabel(t('Phone (optional)', 'الهاتف (اختياري)'));
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expectNoA11yViolations(page);
});

test('shows a message beside each field that needs attention', async ({ page, t }) => {
  await page.goto('/Contact');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  const name = page.getByLabel(t('Name', 'الاسم'), { exact: true });
  await expect(name).toHaveAccessibleDescription(t('Name is required', 'الاسم مطلوب'));
  await expect(name).toBeFocused();
  await expect(page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true })).toHaveAccessibleDescription(
    t('Email is not valid', 'البريد الإلكتروني غير صالح'),
  );
  await expect(page.getByLabel(t('Message', 'الرسالة'), { exact: true })).toHaveAccessibleDescription(
    t('Message cant be empty', 'لا يمكن أن تكون الرسالة فارغة'),
  );
  await expectNoA11yViolations(page);

  await name.fill('Layla');
  await page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true }).fill('layla@example');
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(page.getByText(t('Email is not valid', 'البريد الإلكتروني غير صالح'))).toBeVisible();
  await expect(page.getByText(t('Name is required', 'الاسم مطلوب'))).toHaveCount(0);
});

test('sends a message, thanks the user and clears the form', async ({ page, t }) => {
  await page.goto('/Contact');
  await waitForHydration(page);
  await page.getByLabel(t('Name', 'الاسم'), { exact: true }).fill('ليلى');
  await page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true }).fill('layla@example.com');
  await page.getByLabel(t('Phone (optional)', 'الهاتف (اختياري)')).fill('٣١٣٥٥٥٠١٩٩');
  await page.getByLabel(t('Subject (optional)', 'الموضوع (اختياري)')).fill('Hello');
  await page.getByLabel(t('Message', 'الرسالة'), { exact: true }).fill('Thanks for building this.');
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('Thank you for your time', 'شكراً لك على وقتك') }),
  ).toBeVisible();
  await expect(page.getByLabel(t('Name', 'الاسم'), { exact: true })).toHaveValue('');
  await expect(page.getByLabel(t('Message', 'الرسالة'), { exact: true })).toHaveValue('');
  await expectNoA11yViolations(page);
});

test('works without JavaScript: server messages, then success', async ({ browser, lang, t }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'ar' ? 'ar' : 'en-US',
    extraHTTPHeaders: { cookie: `lang=${lang}` },
  });
  const page = await context.newPage();
  await page.goto('/Contact');
  await page.getByLabel(t('Subject (optional)', 'الموضوع (اختياري)')).fill('Kept');
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(page.getByText(t('Name is required', 'الاسم مطلوب'))).toBeVisible();
  await expect(page.getByText(t('Message cant be empty', 'لا يمكن أن تكون الرسالة فارغة'))).toBeVisible();
  await expect(page.getByLabel(t('Subject (optional)', 'الموضوع (اختياري)'))).toHaveValue('Kept');
  await page.getByLabel(t('Name', 'الاسم'), { exact: true }).fill('Omar');
  await page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true }).fill('omar@example.com');
  await page
    .getByLabel(t('Message', 'الرسالة'), { exact: true })
    .fill('Hello from a browser without JavaScript');
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(page.getByText(t('Thank you for your time', 'شكراً لك على وقتك'))).toBeVisible();
  await expect(page.getByLabel(t('Name', 'الاسم'), { exact: true })).toHaveValue('');
  await context.close();
});
