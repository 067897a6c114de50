import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const fixturesApi = `http://127.0.0.1:${port + 4}/moderation`;

interface Account {
  email: string;
  password: string;
  token: string;
}
interface ModerationFixture {
  moderator: Account;
  user: Account;
  author: Account;
  posts: Array<{ id: number; title: string }>;
}

/** A moderator, a plain user, an author in the page's language and two of their posts waiting for review. */
async function makeFixture(request: APIRequestContext, lang: string): Promise<ModerationFixture> {
  const res = await request.post(`${fixturesApi}?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Signs the browser in as this account (the session cookie the login sets). */
async function signIn(context: BrowserContext, account: Account) {
  await context.clearCookies({ name: 'jaliya_session' });
  await context.addCookies([
    {
      name: 'jaliya_session',
      value: account.token,
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

const itemOf = (page: Page, title: string) =>
  page.locator('[data-queue-item]').filter({ has: page.getByRole('heading', { name: title }) });

test('a moderator approves one post and rejects another with a reason; the author sees both outcomes', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const fx = await makeFixture(request, lang);
  const [approved, rejected] = fx.posts;
  await signIn(context, fx.moderator);
  await page.goto('/admin/moderation');
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Moderation', 'الإشراف'));
  // the header's account area links to the queue for moderators
  await page.locator('.account-trigger').click();
  await expect(page.getByRole('link', { name: new RegExp(t('Moderation', 'الإشراف')) })).toHaveAttribute(
    'href',
    '/admin/moderation',
  );
  await page.keyboard.press('Escape');

  const first = itemOf(page, approved.title);
  await expect(first).toBeVisible();
  await expect(first.getByText(t('New post', 'منشور جديد'))).toBeVisible();
  await expect(first.getByText(lang === 'ar' ? 'سامي الناشر' : 'Sami Author')).toBeVisible();
  await expectNoA11yViolations(page);

  await first.getByRole('button', { name: t('Approve', 'موافقة') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t(
      'Post approved and published. The author was told by e-mail.',
      'قُبل المنشور ونُشر، وأُبلغ الناشر بالبريد.',
    ),
  );
  await expect(itemOf(page, approved.title)).toHaveCount(0);

  const second = itemOf(page, rejected.title);
  await second
    .getByLabel(t('Reason', 'السبب'))
    .selectOption({ label: t('Missing or unclear photos', 'الصور ناقصة أو غير واضحة') });
  await second
    .getByLabel(t('Message to the author', 'رسالة إلى الناشر'))
    .fill(t('Add a photo of the label.', 'أضف صورة للملصق.'));
  await second.getByRole('button', { name: t('Reject', 'رفض') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t('Post rejected. The author was told why by e-mail.', 'رُفض المنشور، وأُبلغ الناشر بالسبب بالبريد.'),
  );
  await expect(itemOf(page, rejected.title)).toHaveCount(0);

  await signIn(context, fx.author);
  await page.goto('/my-product');
  const mine = page.locator('.account-item');
  await expect(mine.filter({ hasText: approved.title })).toContainText(t('Published', 'منشور'));
  // the moderator's words sit in a bidi isolate (FSI … PDI) inside the sentence of either language
  await expect(mine.filter({ hasText: rejected.title })).toContainText(
    t(
      'Rejected: \u2068Missing or unclear photos — Add a photo of the label.\u2069',
      'سبب الرفض: \u2068الصور ناقصة أو غير واضحة — أضف صورة للملصق.\u2069',
    ),
  );
});

test('guests go to log in and other accounts get a 403 page', async ({ page, context, request, lang, t }) => {
  const fx = await makeFixture(request, lang);
  await page.goto('/admin/moderation');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fadmin%2Fmoderation$/);

  await signIn(context, fx.user);
  const res = await page.goto('/admin/moderation');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Moderators only', 'للمشرفين فقط'));
  await expect(page.locator('[data-queue-item]')).toHaveCount(0);
  // no badge link for a plain user
  await page.locator('.account-trigger').click();
  await expect(page.getByRole('link', { name: new RegExp(t('Moderation', 'الإشراف')) })).toHaveCount(0);
});

test('keyboard: j and k move between posts, r goes to the reason, a approves the selected post', async ({
  page,
  context,
  request,
  t,
  lang,
}) => {
  const fx = await makeFixture(request, lang);
  const [older, newer] = fx.posts;
  await signIn(context, fx.moderator);
  await page.goto('/admin/moderation');
  await expect(page.getByText(t('Keyboard:', 'لوحة المفاتيح:'))).toBeVisible();
  const first = itemOf(page, older.title);
  const second = itemOf(page, newer.title);
  // the two posts were made one after the other: the second follows the first in the queue
  await first.focus();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('k');
  await expect(first).toBeFocused();
  await page.keyboard.press('r');
  await expect(first.getByLabel(t('Reason', 'السبب'))).toBeFocused();
  // typing in a field is not a shortcut; back on the item, a approves it
  await first.focus();
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await page.keyboard.press('a');
  await expect(page.getByRole('main').getByRole('status')).toContainText(t('Post approved', 'قُبل المنشور'));
  await expect(itemOf(page, newer.title)).toHaveCount(0);
  await expect(itemOf(page, older.title)).toHaveCount(1);
});
