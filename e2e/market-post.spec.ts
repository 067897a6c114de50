import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { htmlFile, jpegOf } from '../server/test/upload-corpus.ts';
import { expect, test } from './fixtures.ts';
import { randomIp } from './market-fixture.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const mailApi = `http://127.0.0.1:${port + 3}/mail`;
const formPath = '/market-place/new-product';
const moderatorApi = `http://127.0.0.1:${port + 4}/market/moderator`;
type T = (en: string, ar: string) => string;

/** The newest 6-digit code mailed to this address through the SMTP test server. */
async function codeFor(request: APIRequestContext, email: string) {
  const newest = async () => {
    const mails = (await (await request.get(`${mailApi}?to=${encodeURIComponent(email)}`)).json()) as Array<{
      text: string;
    }>;
    return mails.length ? (/^\s*(\d{6})\s*$/m.exec(mails[mails.length - 1].text)?.[1] ?? null) : null;
  };
  await expect.poll(newest, { message: `a code mailed to ${email}`, timeout: 5000 }).not.toBeNull();
  return (await newest()) as string;
}

/**
 * A user who signed up through the API and verified the address with the mailed code (posting
 * needs a verified address), logged in in this browser through the session cookie.
 */
async function verifiedUser(request: APIRequestContext, context: BrowserContext) {
  const email = `post-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'olive tree 2024';
  const headers = { 'x-forwarded-for': randomIp() };
  const registered = await request.post('/api/v1/en/9/register', {
    headers,
    data: {
      name: 'Samir Haddad',
      email,
      phone: '3135550111',
      password,
      password_confirmation: password,
      gender: 'male',
      terms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).data.token as string;
  const verified = await request.post('/api/v1/en/9/profile/verify-email', {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { code: await codeFor(request, email) },
  });
  expect(verified.status()).toBe(200);
  await context.addCookies([{ name: 'jaliya_session', value: token, domain: '127.0.0.1', path: '/' }]);
  return { token };
}

const photoFile = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await jpegOf(width, height),
});

/** Every field of the product form but the photos. */
async function fillProduct(page: Page, t: T, title: string) {
  await page.getByLabel(t('Title', 'العنوان'), { exact: true }).fill(title);
  await page
    .getByLabel(t('Main category', 'الفئة الرئيسية'))
    .selectOption({ label: t('Baby & Kids', 'مستلزمات الأطفال') });
  await page.getByLabel(t('Sub category', 'الفئة الفرعية')).selectOption({ label: t('Toys', 'ألعاب') });
  await page.getByLabel(t('For sale', 'للبيع')).check();
  await page.getByLabel(t('Used', 'مستعمل')).check();
  // Arabic-Indic digits, as an Arabic keyboard types them
  await page.getByLabel(t('Year', 'السنة')).fill('٢٠٢٢');
  await page.getByLabel(t('Price (USD)', 'السعر (بالدولار)')).fill('٤٥');
  await page.getByLabel(t('Phone number', 'رقم الهاتف')).fill('٣١٣ ٥٥٥ ٠١٩٩');
  await page.getByLabel(t('Place', 'المكان')).fill('Dearborn');
  await page.getByLabel(t('Description', 'الوصف')).fill('Wooden train set, all pieces.');
}

const photoIds = (page: Page) => page.locator('input[name="photo_ids"]');
const uuid = '[0-9a-f-]{36}';

test('a verified user posts a product with two photos in the order they chose and sees it waiting for approval', async ({
  page,
  context,
  request,
  t,
}) => {
  const { token } = await verifiedUser(request, context);
  await page.goto(formPath);
  await page
    .getByLabel(t('Add photos', 'أضف صوراً'))
    .setInputFiles([await photoFile('first.jpg', 640, 480), await photoFile('second.jpg', 480, 640)]);
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid},${uuid}$`));
  const [first, second] = (await photoIds(page).inputValue()).split(',');

  await page.getByRole('button', { name: t('Move photo 2 earlier', 'قدّم الصورة 2') }).click();
  await expect(photoIds(page)).toHaveValue(`${second},${first}`);

  const title = `Train set ${randomBytes(3).toString('hex')}`;
  await fillProduct(page, t, title);
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();

  await expect(page).toHaveURL(/\/my-product\?done=posted$/);
  await expect(page.getByText(t('Your post published successfully', 'تم نشر إعلانك بنجاح'))).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText(t('Waiting for approval', 'بانتظار الموافقة'))).toBeVisible();
  await expect(item.getByText('$45')).toBeVisible();

  const own = await request.get('/api/v1/en/9/profile/posts?kind=product', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [post] = (await own.json()).data as Array<{
    photos: Array<{ id: string }>;
    attributes: { year: number };
  }>;
  expect(post.photos.map((p) => p.id)).toEqual([second, first]);
  expect(post.attributes.year).toBe(2022);
});

test('an empty submit shows every required-field message and posts nothing', async ({
  page,
  context,
  request,
  t,
}) => {
  await verifiedUser(request, context);
  await page.goto(formPath);
  await page.getByLabel(t('Model', 'الطراز')).fill('Kept after the error');
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
  for (const message of [
    t('Image is required', 'الصورة مطلوبة'),
    t('Title is required', 'العنوان مطلوب'),
    t('main category is required', 'الفئة الرئيسية مطلوبة'),
    t('sub category is required', 'الفئة الفرعية مطلوبة'),
    t('Looking for sale or buy is required', 'حدد إن كان الإعلان للبيع أو للشراء'),
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('Model', 'الطراز'))).toHaveValue('Kept after the error');
  await expect(page.getByLabel(t('Title', 'العنوان'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('a refused photo shows its message, the rest of the form stays, and the post goes through without it', async ({
  page,
  context,
  request,
  t,
}) => {
  await verifiedUser(request, context);
  await page.goto(formPath);
  const title = `Crib ${randomBytes(3).toString('hex')}`;
  await fillProduct(page, t, title);
  await page
    .getByLabel(t('Add photos', 'أضف صوراً'))
    .setInputFiles([
      await photoFile('crib.jpg', 400, 300),
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: htmlFile() },
    ]);
  await expect(
    page.getByText(
      t('Only JPEG, PNG, WebP and AVIF photos can be uploaded.', 'يمكن رفع صور JPEG وPNG وWebP وAVIF فقط.'),
    ),
  ).toBeVisible();
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid}$`));
  await expect(page.getByLabel(t('Title', 'العنوان'), { exact: true })).toHaveValue(title);
  // the same file would be refused again: no Retry, only Remove
  await expect(page.getByRole('button', { name: t('Retry', 'أعد المحاولة') })).toHaveCount(0);

  await page.getByRole('button', { name: t('Remove photo 2', 'إزالة الصورة 2') }).click();
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
  await expect(page).toHaveURL(/\/my-product\?done=posted$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});

test('a photo whose upload was cut off on the way is tried again with Retry', async ({
  page,
  context,
  request,
  t,
}) => {
  await verifiedUser(request, context);
  await page.goto(formPath);
  await page.route('**/actions/photos', (route) => route.abort('connectionreset'), { times: 1 });
  await page
    .getByLabel(t('Add photos', 'أضف صوراً'))
    .setInputFiles([await photoFile('stroller.jpg', 400, 300)]);
  const retry = page.getByRole('button', { name: t('Retry', 'أعد المحاولة') });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid}$`));
  await expect(retry).toHaveCount(0);
});

test('the owner edits a post from My products (it stays waiting for approval) and deletes it after confirming', async ({
  page,
  context,
  request,
  t,
}) => {
  await verifiedUser(request, context);
  await page.goto(formPath);
  const title = `Car seat ${randomBytes(3).toString('hex')}`;
  await fillProduct(page, t, title);
  await page.getByLabel(t('Add photos', 'أضف صوراً')).setInputFiles([await photoFile('seat.jpg', 300, 300)]);
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid}$`));
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
  await expect(page).toHaveURL(/\/my-product\?done=posted$/);

  await page.getByRole('link', { name: t(`Edit ${title}`, `تعديل ${title}`) }).click();
  const titleField = page.getByLabel(t('Title', 'العنوان'), { exact: true });
  await expect(titleField).toHaveValue(title);
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid}$`));
  const edited = `${title} (like new)`;
  await titleField.fill(edited);
  await page.getByRole('button', { name: t('Save changes', 'احفظ التعديلات') }).click();
  await expect(page.getByText(t('Your changes have been saved.', 'تم حفظ تعديلاتك.'))).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: edited });
  await expect(item.getByText(t('Waiting for approval', 'بانتظار الموافقة'))).toBeVisible();

  await page.setViewportSize({ width: 412, height: 823 });
  await page.getByRole('link', { name: t(`Delete ${edited}`, `حذف ${edited}`) }).click();
  // the question comes into view (on a phone it sits a screen above the post's Delete button)
  const confirm = page.getByRole('button', { name: t('Yes, delete it', 'نعم، احذفه') });
  await expect(confirm).toBeInViewport();
  await confirm.click();
  await expect(page.getByText(t('Your post has been deleted.', 'تم حذف إعلانك.'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
});

/**
 * A product the user posted through the form and a moderator (from scripts/e2e-fixtures.ts)
 * approved through the API, as the moderation console does: published, on My products.
 */
async function publishedProduct(page: Page, context: BrowserContext, request: APIRequestContext, t: T) {
  const { token } = await verifiedUser(request, context);
  await page.goto(formPath);
  const title = `Rocking horse ${randomBytes(3).toString('hex')}`;
  await fillProduct(page, t, title);
  await page.getByLabel(t('Add photos', 'أضف صوراً')).setInputFiles([await photoFile('horse.jpg', 320, 240)]);
  await expect(photoIds(page)).toHaveValue(new RegExp(`^${uuid}$`));
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
  await expect(page).toHaveURL(/\/my-product\?done=posted$/);

  const own = await request.get('/api/v1/en/9/profile/posts?kind=product', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [post] = (await own.json()).data as Array<{ id: number; title: string; url: string }>;
  expect(post.title).toBe(title);
  const made = await request.post(moderatorApi);
  expect(made.status(), await made.text()).toBe(200);
  const { moderator } = (await made.json()) as { moderator: { token: string } };
  const approved = await request.post(`/api/v1/en/9/moderation/listings/${post.id}/approve`, {
    headers: { authorization: `Bearer ${moderator.token}`, 'x-forwarded-for': randomIp() },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto('/my-product');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText(t('Published', 'منشور'), { exact: true })).toBeVisible();
  return { id: post.id, title, item };
}

test('editing a published post sends it back to review: Waiting for approval again', async ({
  page,
  context,
  request,
  t,
}) => {
  const { title } = await publishedProduct(page, context, request, t);
  await page.getByRole('link', { name: t(`Edit ${title}`, `تعديل ${title}`) }).click();
  const edited = `${title} with saddle`;
  await page.getByLabel(t('Title', 'العنوان'), { exact: true }).fill(edited);
  await page.getByRole('button', { name: t('Save changes', 'احفظ التعديلات') }).click();
  await expect(
    page.getByText(
      t(
        'Your changes have been saved. Your post is Waiting for approval again until our team checks it.',
        'تم حفظ تعديلاتك. عاد إعلانك إلى «بانتظار الموافقة» حتى يراجعه فريقنا.',
      ),
    ),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: edited });
  await expect(item.getByText(t('Waiting for approval', 'بانتظار الموافقة'), { exact: true })).toBeVisible();
  await expect(item.getByText(t('Published', 'منشور'), { exact: true })).toHaveCount(0);
});

test('marking a published post sold: My products shows Sold and its page says no longer available', async ({
  page,
  context,
  request,
  t,
}) => {
  const { id, title, item } = await publishedProduct(page, context, request, t);
  await item.getByRole('link', { name: t(`Mark as sold: ${title}`, `تحديد كمُباع: ${title}`) }).click();
  // it cannot be undone: asked once more, and "no" changes nothing
  const question = page.getByRole('region', {
    name: t(`Mark “${title}” as sold?`, `هل تريد تحديد «${title}» كمُباع؟`),
  });
  await question.getByRole('link', { name: t('No, keep it for sale', 'لا، أبقِه معروضاً') }).click();
  await expect(question).toHaveCount(0);
  await expect(item.getByText(t('Published', 'منشور'), { exact: true })).toBeVisible();
  await item.getByRole('link', { name: t(`Mark as sold: ${title}`, `تحديد كمُباع: ${title}`) }).click();
  await question.getByRole('button', { name: t('Yes, it is sold', 'نعم، تم البيع') }).click();
  await expect(
    page.getByText(t('Your post is marked as sold.', 'سُجّل إعلانك بحالة «تم البيع».')),
  ).toBeVisible();
  const sold = page.getByRole('listitem').filter({ hasText: title });
  await expect(sold.getByText(t('Sold', 'تم البيع'), { exact: true })).toBeVisible();
  await expect(
    sold.getByRole('link', { name: t(`Mark as sold: ${title}`, `تحديد كمُباع: ${title}`) }),
  ).toHaveCount(0);

  await sold.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Show-Product/${id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByText(t('This item is no longer available', 'هذا المنتج لم يعد متاحًا')).first(),
  ).toBeVisible();
});

test('a guest is asked to log in first, with the way back to the form', async ({ page, t }) => {
  await page.goto('/form/product');
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
  await expect(page.getByText(t('Please login first.', 'يرجى تسجيل الدخول أولاً.'))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: t('Log in', 'تسجيل الدخول'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fmarket-place%2Fnew-product$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posting sends the photos with the form and lands on My products', async ({
    page,
    context,
    request,
    t,
  }) => {
    await verifiedUser(request, context);
    await page.goto(formPath);
    const title = `High chair ${randomBytes(3).toString('hex')}`;
    await fillProduct(page, t, title);
    await page
      .getByLabel(t('Add photos', 'أضف صوراً'))
      .setInputFiles([await photoFile('chair-1.jpg', 500, 400), await photoFile('chair-2.jpg', 400, 500)]);
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    await expect(page).toHaveURL(/\/my-product\?done=posted$/);
    await expect(page.getByText(t('Your post published successfully', 'تم نشر إعلانك بنجاح'))).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText(t('Waiting for approval', 'بانتظار الموافقة'))).toBeVisible();
    await expect(item.locator('img')).toHaveCount(1);
  });
});
