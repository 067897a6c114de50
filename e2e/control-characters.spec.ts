import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** React has attached its handlers to the form (client validation is active from here on). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main form') ?? {}).some((k) => k.startsWith('__react')),
  );
}

const controlMessage = (t: (en: string, ar: string) => string) =>
  t('Remove the invisible control characters from this field.', 'احذف رموز التحكّم غير المرئية من هذا الحقل.');

test('the contact form names invisible control characters beside the field, before sending', async ({
  page,
  t,
}) => {
  await page.goto('/Contact');
  await waitForHydration(page);
  const name = page.getByLabel(t('Name', 'الاسم'), { exact: true });
  // an escape character pasted in with a name
  await name.fill('Lay\u001bla');
  await page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true }).fill('layla@example.com');
  await page.getByLabel(t('Message', 'الرسالة'), { exact: true }).fill('Hello');
  await page.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
  await expect(name).toHaveAccessibleDescription(controlMessage(t));
  await expect(name).toBeFocused();
});

test('a search keyword with a NUL character answers 400 with the message, not an error page', async ({
  page,
  t,
}) => {
  const response = await page.goto('/search-result/hal%00al');
  expect(response?.status()).toBe(400);
  // the page's own search box says what is wrong, ready for another try
  await expect(page.locator('#search-q')).toHaveAccessibleDescription(controlMessage(t));
});
