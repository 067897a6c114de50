import { jpegOf } from '../server/test/upload-corpus.ts';
import type { Page } from '@playwright/test';
import { expect, type Lang, test } from './fixtures.ts';
import {
  actAs,
  mailsTo,
  makePeople,
  saveAndFind,
  type T,
  typed,
  uniqueWord,
  writeThroughRelay,
} from './journey-helpers.ts';

// The rentals chain through the real screens: an author posts an anonymous room (the fair-housing
// rule shapes the gender choice as the form is filled), a moderator approves it, a reader finds it
// with the list's filters, opens it (no name, phone or e-mail anywhere), writes to the poster
// through the contact relay (the mail reaches the poster in the poster's language), saves it, and
// the author sees it published on My housing.

test.describe.configure({ timeout: 180_000 });

const roomPhoto = async () => ({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(640, 480) });

/** The fields every rental post fills the same way, in the page's language and digits. */
async function fillRent(
  page: Page,
  t: T,
  lang: Lang,
  post: { title: string; word: string; email: string; phone: string },
) {
  await page.getByLabel(t('Title', 'العنوان'), { exact: true }).fill(post.title);
  // the form headed 'Post a place for rent' has it chosen already
  await expect(page.getByLabel(t('For rent', 'للإيجار'), { exact: true })).toBeChecked();
  await page.getByLabel(t('City', 'المدينة'), { exact: true }).fill(t('Dearborn', 'ديربورن'));
  await page.getByLabel(t('Living area', 'المنطقة السكنية'), { exact: true }).fill(`Oakwood ${post.word}`);
  await page.getByLabel(t('Bedrooms', 'غرف النوم'), { exact: true }).fill(typed(lang, '1'));
  await page.getByLabel(t('Bathrooms', 'الحمّامات'), { exact: true }).fill(typed(lang, '1'));
  await page.getByLabel(t('Area (sq ft)', 'المساحة (قدم مربع)')).fill(typed(lang, '150'));
  await page.getByLabel(t('Email', 'البريد الإلكتروني'), { exact: true }).fill(post.email);
  await page.getByLabel(t('Phone', 'رقم الهاتف'), { exact: true }).fill(typed(lang, post.phone));
  await page.getByLabel(t('Rent per month (USD)', 'الإيجار الشهري (بالدولار)')).fill(typed(lang, '640'));
  await page
    .getByLabel(t('Description', 'الوصف'))
    .fill(t('Furnished, heat included, quiet home.', 'مفروشة، التدفئة مشمولة، بيت هادئ.'));
}
test.use({ actionTimeout: 20_000 });

test('post an anonymous room → approve → find with filters → show → write through the relay → save → My housing', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const people = await makePeople(request, lang);
  const word = uniqueWord();
  const title = `${t('Sunny room near the Ford campus', 'غرفة مشمسة قرب حرم فورد')} ${word}`;
  const phone = '313 555 0164';

  await test.step('the author posts a room anonymously; gender opens only for shared living', async () => {
    await actAs(context, people.author);
    await page.goto('/post-rent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('Post a place for rent', 'أعلن عن سكن للإيجار'),
    );
    const gender = page.getByRole('group', { name: t('Gender of occupants', 'جنس الساكنين') });
    // a whole place: only 'any', and the form says why
    await expect(gender.getByRole('radio')).toHaveCount(1);
    await expect(
      page.getByText(t('US fair-housing rules', 'قوانين الإسكان العادل'), { exact: false }),
    ).toBeVisible();
    await page
      .getByLabel(t('Accommodation', 'نوع السكن'), { exact: true })
      .selectOption({ label: t('Room', 'غرفة') });
    // a room: the choice opens at once, and the whole-place rule has nothing more to say
    await expect(gender.getByRole('radio')).toHaveCount(3);
    await expect(
      page.getByText(t('US fair-housing rules', 'قوانين الإسكان العادل'), { exact: false }),
    ).toBeHidden();
    await gender.getByLabel(t('Female', 'إناث')).check();
    await fillRent(page, t, lang, { title, word, email: people.author.email, phone });
    await page.getByLabel(t('The bathroom is shared', 'الحمّام مشترك')).check();
    await page.getByLabel(t('Post anonymously', 'النشر دون ذكر اسمي')).check();
    await page.getByLabel(t('Add photos', 'أضف صوراً')).setInputFiles([await roomPhoto()]);
    await expect(page.locator('input[name="photo_ids"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    await expect(page).toHaveURL(/\/my-housing\?done=posted$/);
    await expect(page.locator('.account-item').filter({ hasText: title })).toContainText(
      t('Waiting for approval', 'بانتظار الموافقة'),
    );
  });

  await test.step('a moderator approves it', async () => {
    await actAs(context, people.moderator);
    await page.goto('/admin/moderation');
    const item = page
      .locator('[data-queue-item]')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await item.getByRole('button', { name: t('Approve', 'موافقة') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t(
        'Post approved and published. The author was told by e-mail.',
        'قُبل المنشور ونُشر، وأُبلغ الناشر بالبريد.',
      ),
    );
  });

  await test.step('a reader finds it with the filters, in the address', async () => {
    await actAs(context, people.buyer);
    await page.goto('/rents');
    // the way back, as on the other boards' lists
    const trail = page.getByRole('navigation', { name: t('You are here', 'أنت هنا') });
    await expect(trail.getByRole('link', { name: t('Home', 'الرئيسية') })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(
      await page.getByRole('heading', { level: 1 }).innerText(),
    );
    await page.getByText(t('Filters', 'عوامل التصفية'), { exact: true }).click();
    await page.getByLabel(t('Type', 'النوع'), { exact: true }).selectOption({ label: t('Room', 'غرفة') });
    await page.getByLabel(t('Living area', 'المنطقة السكنية'), { exact: true }).fill(word);
    await page.getByLabel(t('Open to', 'مفتوح لـ')).selectOption({ label: t('Female', 'إناث') });
    await page.getByLabel(t('Bedrooms (at least)', 'غرف النوم (على الأقل)')).fill(typed(lang, '1'));
    await page.getByLabel(t('Price from', 'السعر من')).fill(typed(lang, '600'));
    await page.getByLabel(t('Price to', 'السعر إلى')).fill(typed(lang, '700'));
    await page.getByRole('button', { name: t('Show results', 'عرض النتائج') }).click();
    await expect(page).toHaveURL(/accommodation_type=room/);
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).toHaveURL(new RegExp(`living_area=${word}`));
    const list = page.getByRole('list', { name: t('Rentals', 'إعلانات السكن') });
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/Rent\/\d+\/[^/]+$/);
  });

  const message = t('Hello! Is the room free from March?', 'مرحبًا، هل الغرفة متاحة من شهر آذار؟');
  await test.step('the page shows no contact; the reader writes through the relay', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.product-price')).toContainText('$640');
    const html = await page.content();
    expect(html).not.toContain(people.author.email);
    expect(html).not.toContain('555 0164');
    const relay = page.locator('#contact-relay');
    // an empty message: its own message under the field
    await relay.getByRole('button', { name: t('Send message', 'إرسال الرسالة') }).click();
    await expect(relay.getByText(t('Message is required', 'الرسالة مطلوبة'))).toBeVisible();
    await writeThroughRelay(page, t, message);
  });

  await test.step("the poster's mail arrives in the poster's language with the reader's address", async () => {
    const mails = () => mailsTo(request, people.author.email);
    await expect
      .poll(async () => (await mails()).find((m) => m.text.includes(message))?.text ?? '', {
        timeout: 10_000,
      })
      .toContain(people.buyer.email);
    const mail = (await mails()).find((m) => m.text.includes(message));
    expect(mail?.text).toContain(t('wrote to you about your post', 'بخصوص منشورك'));
    expect(mail?.text).toContain(title);
  });

  await test.step('the reader saves it and finds it in Saved accommodation', async () => {
    await saveAndFind(page, t, title, '/saved-accomodation');
  });

  await test.step('the author sees it published on My housing', async () => {
    await actAs(context, people.author);
    await page.goto('/my-housing');
    await expect(page.locator('.account-item').filter({ hasText: title })).toContainText(
      t('Published', 'منشور'),
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every gender is offered with the rule; a whole place for women is refused, a room for women is posted', async ({
    page,
    context,
    request,
    lang,
    t,
  }) => {
    const people = await makePeople(request, lang);
    const word = uniqueWord();
    const title = `${t('Quiet room', 'غرفة هادئة')} ${word}`;
    await actAs(context, people.author);
    await page.goto('/post-rent');
    const gender = page.getByRole('group', { name: t('Gender of occupants', 'جنس الساكنين') });
    const rule = gender.getByText(t('US fair-housing rules', 'قوانين الإسكان العادل'), { exact: false });
    // nothing can follow the type as it is picked: all three, Any checked, the rule beside them
    await expect(gender.getByRole('radio')).toHaveCount(3);
    await expect(gender.getByLabel(t('Any', 'الجميع'), { exact: false })).toBeChecked();
    await expect(rule).toBeVisible();

    await fillRent(page, t, lang, { title, word, email: people.author.email, phone: '313 555 0165' });
    const type = page.getByLabel(t('Accommodation', 'نوع السكن'), { exact: true });
    await type.selectOption({ label: t('Apartment', 'شقة') });
    await gender.getByLabel(t('Female', 'إناث')).check();
    await page.getByLabel(t('Add photos', 'أضف صوراً')).setInputFiles([await roomPhoto()]);
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    // the server's rule, under Gender, with what was typed kept
    await expect(
      gender.getByText(
        t(
          'A gender preference is allowed only for shared living',
          'يُسمح بتفضيل جنس معيّن فقط في السكن المشترك',
        ),
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByLabel(t('Title', 'العنوان'), { exact: true })).toHaveValue(title);
    await expect(gender.getByLabel(t('Female', 'إناث'))).toBeChecked();

    // the photo sent with the refused post stays with the form
    await expect(page.locator('input[name="photo_ids"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await type.selectOption({ label: t('Room', 'غرفة') });
    await page.getByRole('button', { name: t('Publish', 'انشر') }).click();
    await expect(page).toHaveURL(/\/my-housing\?done=posted$/);
    await expect(page.locator('.account-item').filter({ hasText: title })).toContainText(
      t('Waiting for approval', 'بانتظار الموافقة'),
    );
  });
});
