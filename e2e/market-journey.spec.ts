import type { Page } from '@playwright/test';
import { jpegOf } from '../server/test/upload-corpus.ts';
import { expect, test, type Lang } from './fixtures.ts';
import { actAs, makePeople, type T, typed, uniqueWord } from './journey-helpers.ts';

// The whole marketplace chain through the real screens: an author posts with photos, a moderator
// decides in the console, buyers find, filter, open, share and save the post, the author sees each
// outcome on My products and an edit sends the post back for review. The pieces have their own
// specs (market-post, moderation, market-browse); this one guards the hand-offs between them.

// the machine is shared and every test walks many pages
test.describe.configure({ timeout: 180_000 });
// a step that cannot happen fails on its own line, not at the end of the whole journey's time
test.use({ actionTimeout: 20_000 });

// From the demo seed (server/db/seed/market-categories.ts, market-post-data.ts)
const books = { en: 'Books', ar: 'كتب' };
const arabicBooks = { en: 'Arabic Books', ar: 'كتب عربية' };
/** A seeded Arabic Books post at $75: outside the price range the journey filters to. */
const seededNovels = 'مجموعة روايات نجيب محفوظ';
const price = 4321;
const priceRange = { min: '4300', max: '4400' };

interface Post {
  title: string;
  description: string;
}

/**
 * Fills every field of the product form (numbers in the project's digits), adds two photos and
 * publishes; lands on My products with the success message.
 */
async function postProduct(page: Page, lang: Lang, t: T, post: Post, js: boolean) {
  await page.goto('/market-place/new-product');
  await page.getByLabel(t('Title', 'العنوان'), { exact: true }).fill(post.title);
  await page.getByLabel(t('Main category', 'الفئة الرئيسية')).selectOption({ label: books[lang] });
  await page.getByLabel(t('Sub category', 'الفئة الفرعية')).selectOption({ label: arabicBooks[lang] });
  await page.getByLabel(t('For sale', 'للبيع')).check();
  await page.getByLabel(t('Used', 'مستعمل')).check();
  await page.getByLabel(t('Year', 'السنة')).fill(typed(lang, '2021'));
  await page.getByLabel(t('Color', 'اللون')).fill(t('Dark green', 'أخضر داكن'));
  await page.getByLabel(t('Model', 'الطراز')).fill('Hardcover, 3rd edition');
  await page.getByLabel(t('Place', 'المكان')).fill(t('Dearborn Heights', 'ديربورن هايتس'));
  await page.getByLabel(t('Phone number', 'رقم الهاتف')).fill(typed(lang, '313 555 0123'));
  await page.getByLabel(t('Price (USD)', 'السعر (بالدولار)')).fill(typed(lang, String(price)));
  await page.getByLabel(t('Description', 'الوصف')).fill(post.description);
  await page.getByLabel(t('Add photos', 'أضف صوراً')).setInputFiles([
    { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(640, 480) },
    { name: 'spine.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(480, 640) },
  ]);
  // with JavaScript the photos upload on their own first; without, they go with the form
  if (js) await expect(page.locator('input[name="photo_ids"]')).toHaveValue(/^[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
  await expect(page).toHaveURL(/\/my-product\?done=posted$/);
  await expect(page.getByText(t('Your post published successfully', 'تم نشر إعلانك بنجاح'))).toBeVisible();
}

/** The author's own post on My products. */
const myItem = (page: Page, title: string) => page.locator('.account-item').filter({ hasText: title });

/** A guest's way to the Arabic Books list: marketplace → Books → Arabic Books. */
async function browseToArabicBooks(page: Page, lang: Lang, t: T) {
  await page.goto('/market-place');
  await page
    .getByRole('list', { name: t('Marketplace categories', 'فئات السوق') })
    // the card's name also counts its sub-categories
    .getByRole('link', { name: new RegExp(`^${books[lang]}\\s`) })
    .click();
  await expect(page).toHaveURL(/\/market-place\/subCategory\?main_id=\d+$/);
  await page.getByRole('main').getByRole('link', { name: arabicBooks[lang], exact: true }).click();
  await expect(page).toHaveURL(/\/market-place\/products\?main_category_id=\d+&sub_category_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(`${arabicBooks.en}: products`, `${arabicBooks.ar}: المنتجات`),
  );
}

/** Narrows the open list to the journey's price range through the filter form (a GET form). */
async function filterToPriceRange(page: Page, lang: Lang, t: T) {
  // the panel is open already: the category filters are set
  await expect(page.locator('details.market-filters-panel')).toHaveAttribute('open', '');
  await page.getByLabel(t('Min price ($)', 'أدنى سعر ($)')).fill(typed(lang, priceRange.min));
  await page.getByLabel(t('Max price ($)', 'أعلى سعر ($)')).fill(typed(lang, priceRange.max));
  await page.getByRole('button', { name: t('Show results', 'اعرض النتائج') }).click();
  await expect(page).toHaveURL(/sub_category_id=\d+.*price_min=.*price_max=/);
}

const productList = (page: Page, t: T) => page.getByRole('list', { name: t('Products', 'المنتجات') });
const searchResults = (page: Page, t: T) =>
  page.getByRole('list', { name: t('Search results', 'نتائج البحث') });
const queueItem = (page: Page, title: string) =>
  page.locator('[data-queue-item]').filter({ has: page.getByRole('heading', { name: title }) });

test('post with photos → approve → list, filter, search, show, share, save → reject with a reason → edit sends it back', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  // the longest journey (three users, two moderations, an edit): 22–27 s on a busy two-core machine,
  // too close to the 30 s default, and CI machines are slower
  test.slow();
  const people = await makePeople(request, lang);
  const word = uniqueWord();
  const published: Post = {
    title: `${t('Atlas of the Levant', 'أطلس بلاد الشام')} ${word}`,
    description: t('Maps of every city, printed in Beirut.', 'خرائط لكل المدن، طُبع في بيروت.'),
  };
  const refused: Post = {
    title: `${t('Poetry collection', 'ديوان شعر')} ${uniqueWord()}`,
    description: t('Two volumes in one box.', 'مجلدان في علبة واحدة.'),
  };

  await test.step('the author posts two products; both wait for approval', async () => {
    await actAs(context, people.author);
    await postProduct(page, lang, t, published, true);
    await postProduct(page, lang, t, refused, true);
    for (const post of [published, refused]) {
      await expect(myItem(page, post.title)).toContainText(t('Waiting for approval', 'بانتظار الموافقة'));
      await expect(myItem(page, post.title)).toContainText('$4,321');
    }
  });

  await test.step('a guest finds neither in the list nor in search', async () => {
    await actAs(context, null);
    await browseToArabicBooks(page, lang, t);
    await expect(productList(page, t).getByRole('heading', { name: seededNovels })).toBeVisible();
    await expect(page.getByRole('link', { name: published.title })).toHaveCount(0);
    await page.goto(`/search-result/${word}/product`);
    await expect(page.getByRole('status')).toHaveText(t('No results', 'لا توجد نتائج'));
  });

  await test.step('a moderator logs in, approves the first and rejects the second with a reason', async () => {
    await page.goto('/Login?redirectTo=%2Fadmin%2Fmoderation');
    await page.getByLabel(t('Email', 'البريد الإلكتروني')).fill(people.moderator.email);
    await page.getByLabel(t('Password', 'كلمة المرور'), { exact: true }).fill(people.moderator.password);
    await page.getByRole('button', { name: t('Log in', 'دخول') }).click();
    await expect(page).toHaveURL(/\/admin\/moderation$/);
    const first = queueItem(page, published.title);
    await expect(first.getByText(t('New post', 'منشور جديد'))).toBeVisible();
    await first.getByRole('button', { name: t('Approve', 'موافقة') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t(
        'Post approved and published. The author was told by e-mail.',
        'قُبل المنشور ونُشر، وأُبلغ الناشر بالبريد.',
      ),
    );
    await expect(queueItem(page, published.title)).toHaveCount(0);

    const second = queueItem(page, refused.title);
    await second
      .getByLabel(t('Reason', 'السبب'))
      .selectOption({ label: t('Missing or unclear photos', 'الصور ناقصة أو غير واضحة') });
    await second
      .getByLabel(t('Message to the author', 'رسالة إلى الناشر'))
      .fill(t('Show the inside pages.', 'أضف صورة للصفحات الداخلية.'));
    await second.getByRole('button', { name: t('Reject', 'رفض') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t('Post rejected. The author was told why by e-mail.', 'رُفض المنشور، وأُبلغ الناشر بالسبب بالبريد.'),
    );
    await expect(queueItem(page, refused.title)).toHaveCount(0);
  });

  let filteredList = '';
  await test.step('a guest finds the approved post in its sub-category and price range', async () => {
    await actAs(context, null);
    await browseToArabicBooks(page, lang, t);
    await filterToPriceRange(page, lang, t);
    filteredList = page.url();
    const list = productList(page, t);
    await expect(list.getByRole('link', { name: published.title })).toBeVisible();
    await expect(list.getByRole('heading', { name: seededNovels })).toHaveCount(0);
    await expect(list.getByRole('link', { name: refused.title })).toHaveCount(0);
  });

  let productUrl = '';
  await test.step('a buyer searches from the header, keeps products only and opens the post', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await actAs(context, people.buyer);
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: t('Search', 'بحث') });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-result/${word}$`));
    await page
      .getByRole('navigation', { name: t('Show results from', 'اعرض النتائج من') })
      .getByRole('link', { name: t('Products', 'المنتجات') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/search-result/${word}/product$`));
    await searchResults(page, t).getByRole('link', { name: published.title }).click();
    await expect(page).toHaveURL(/\/Show-Product\/\d+\/[^/]+$/);
    productUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
    await expect(page.locator('.product-price')).toHaveText('$4,321');

    const photos = page.getByRole('region', { name: t('Photos', 'الصور') }).locator('.gallery-slide img');
    await expect(photos).toHaveCount(2);
    // a 640-pixel upload: the 400 variant and its own width, never upscaled
    await expect(photos.first()).toHaveAttribute(
      'srcset',
      /^\/media\/photos\/\S+\/400\.webp 400w, \S+ 640w$/,
    );
    await photos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const details = page.locator('.product-details');
    for (const value of [
      books[lang],
      arabicBooks[lang],
      t('For sale', 'للبيع'),
      t('Used', 'مستعمل'),
      '2021',
      t('Dark green', 'أخضر داكن'),
      'Hardcover, 3rd edition',
      t('Dearborn Heights', 'ديربورن هايتس'),
    ])
      await expect(details, value).toContainText(value);
    await expect(page.locator('.product-description')).toContainText(published.description);

    await page.getByText(t('Share', 'مشاركة'), { exact: true }).click();
    const share = page.getByRole('group', { name: t('Share this page', 'شارك هذه الصفحة') });
    await share.getByRole('button', { name: t('Copy link', 'انسخ الرابط') }).click();
    await expect(share.getByRole('status')).toHaveText(t('Link copied', 'تم نسخ الرابط'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productUrl);

    const actions = page.locator('.product-actions');
    await actions
      .getByRole('button', { name: t(`Save ${published.title}`, `احفظ ${published.title}`) })
      .click();
    await expect(
      actions.getByRole('button', {
        name: t(`Remove ${published.title} from saved`, `إزالة ${published.title} من المحفوظات`),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/saved-product');
    await expect(page.getByRole('main').getByRole('link', { name: published.title })).toBeVisible();
  });

  await test.step('the author sees Published and the rejection reason in their language', async () => {
    await actAs(context, people.author);
    await page.goto('/my-product');
    await expect(myItem(page, published.title)).toContainText(t('Published', 'منشور'));
    // the reason is isolated (U+2068…U+2069) so an Arabic reason reads whole in an English line
    await expect(myItem(page, refused.title)).toContainText(
      t(
        'Rejected: \u2068Missing or unclear photos — Show the inside pages.\u2069',
        'سبب الرفض: \u2068الصور ناقصة أو غير واضحة — أضف صورة للصفحات الداخلية.\u2069',
      ),
    );
  });

  await test.step('the author edits the published post: it waits for approval again and leaves the list', async () => {
    await myItem(page, published.title)
      .getByRole('link', { name: t(`Edit ${published.title}`, `تعديل ${published.title}`) })
      .click();
    await expect(
      page.getByText(
        t(
          'This post is published. Saving your changes sends it back to Waiting for approval until our team checks it again.',
          'هذا الإعلان منشور. حفظ تعديلاتك يعيده إلى «بانتظار الموافقة» حتى يراجعه فريقنا من جديد.',
        ),
      ),
    ).toBeVisible();
    await page
      .getByLabel(t('Description', 'الوصف'))
      .fill(
        t(
          'Maps of every city, printed in Beirut. Cover slightly worn.',
          'خرائط لكل المدن. الغلاف مستعمل قليلاً.',
        ),
      );
    await page.getByRole('button', { name: t('Save changes', 'احفظ التعديلات') }).click();
    await expect(page.getByText(t('Your changes have been saved.', 'تم حفظ تعديلاتك.'))).toBeVisible();
    await expect(myItem(page, published.title)).toContainText(t('Waiting for approval', 'بانتظار الموافقة'));

    await actAs(context, null);
    await page.goto(filteredList);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: published.title })).toHaveCount(0);
    await page.goto(`/search-result/${word}/product`);
    await expect(page.getByRole('status')).toHaveText(t('No results', 'لا توجد نتائج'));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post approved through plain forms is found by a guest: marketplace → sub-category → filter → product', async ({
    page,
    context,
    request,
    lang,
    t,
  }) => {
    const people = await makePeople(request, lang);
    const post: Post = {
      title: `${t('Arabic grammar workbook', 'كراسة قواعد اللغة العربية')} ${uniqueWord()}`,
      description: t('Exercises with answers at the back.', 'تمارين مع الحلول في آخر الكتاب.'),
    };
    await actAs(context, people.author);
    await postProduct(page, lang, t, post, false);
    await expect(myItem(page, post.title)).toContainText(t('Waiting for approval', 'بانتظار الموافقة'));

    await actAs(context, people.moderator);
    await page.goto('/admin/moderation');
    await queueItem(page, post.title)
      .getByRole('button', { name: t('Approve', 'موافقة') })
      .click();
    await expect(page).toHaveURL(/\/admin\/moderation\?done=approved/);
    await expect(queueItem(page, post.title)).toHaveCount(0);

    await actAs(context, null);
    await browseToArabicBooks(page, lang, t);
    await filterToPriceRange(page, lang, t);
    await expect(page.getByLabel(t('Max price ($)', 'أعلى سعر ($)'))).toHaveValue(
      typed(lang, priceRange.max),
    );
    const list = productList(page, t);
    await expect(list.getByRole('heading', { name: seededNovels })).toHaveCount(0);
    await list.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(/\/Show-Product\/\d+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('.product-price')).toHaveText('$4,321');
    await expect(page.locator('.gallery-slide img')).toHaveCount(2);
  });
});
