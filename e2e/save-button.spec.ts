import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { market, randomIp, signIn } from './market-fixture.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 90_000 });

type T = (en: string, ar: string) => string;

/**
 * A reader of this test's own marketplace on the page of one of its products: the author (who can
 * delete it), the product, its path and its Save / Remove-from-saved buttons.
 */
async function readerOnProduct({
  page,
  context,
  request,
  lang,
  t,
}: {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  lang: string;
  t: T;
}) {
  const { author, user, posts } = await market(request, lang);
  const { camry } = posts;
  await signIn(context, user);
  const path = `/Show-Product/${camry.id}/${camry.slug}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
  const actions = page.locator('.product-actions');
  return {
    author,
    camry,
    path,
    save: actions.getByRole('button', { name: t(`Save ${camry.title}`, `احفظ ${camry.title}`) }),
    unsave: actions.getByRole('button', {
      name: t(`Remove ${camry.title} from saved`, `إزالة ${camry.title} من المحفوظات`),
    }),
  };
}

test('saving a product its author deleted meanwhile says it is no longer available and stays unsaved', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { author, camry, save } = await readerOnProduct({ page, context, request, lang, t });
  await expect(save).toHaveAttribute('aria-pressed', 'false');

  // the reader still has the page open when its author deletes the post
  const deleted = await request.delete(`/api/v1/${lang}/9/listings/${camry.id}`, {
    headers: { authorization: `Bearer ${author.token}`, 'x-forwarded-for': randomIp() },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await save.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: t(
        'This item is no longer available, so it could not be saved.',
        'لم يعد هذا العنصر متاحًا، لذا تعذّر حفظه.',
      ),
    }),
  ).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toBeEnabled();
});

test('a failed save or unsave keeps the button as it was and says so; the next try works', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { camry, save, unsave } = await readerOnProduct({ page, context, request, lang, t });
  // only the button's own post fails; its saved-state look-up (a GET) goes through
  const isSavePost = (url: URL) => url.pathname === '/actions/favorite';
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });

  // the server fails (5xx)
  await page.route(isSavePost, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await save.click();
  await expect(
    alert(
      t('We could not save this item. Please try again.', 'تعذّر حفظ هذا العنصر. يرجى المحاولة مرة أخرى.'),
    ),
  ).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);

  // it works again: the item is saved
  await page.unroute(isSavePost);
  await save.click();
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');

  // the network fails on the way back
  await page.route(isSavePost, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await unsave.click();
  await expect(
    alert(
      t(
        'We could not remove this item from your saved items. Please try again.',
        'تعذّرت إزالة هذا العنصر من المحفوظات. يرجى المحاولة مرة أخرى.',
      ),
    ),
  ).toBeVisible();
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');
  await expect(unsave).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save and unsave are plain form posts that come back to the page, the buttons as they now stand', async ({
    page,
    context,
    request,
    lang,
    t,
  }) => {
    const { camry, path, save, unsave } = await readerOnProduct({ page, context, request, lang, t });
    await save.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
    // the page says it is saved, so the same button takes it back out (it said "Save" for ever)
    await expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/saved-product');
    await expect(page.getByRole('link', { name: camry.title })).toBeVisible();

    // a card of the similar items too
    await page.goto(path);
    const card = page.locator('.product-similar .listing-card').first();
    const similar = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: t(`Save ${similar}`, `احفظ ${similar}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page
        .locator('.product-similar .listing-card')
        .filter({ hasText: similar })
        .getByRole('button', { name: t(`Remove ${similar} from saved`, `إزالة ${similar} من المحفوظات`) }),
    ).toHaveAttribute('aria-pressed', 'true');

    await unsave.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/saved-product');
    await expect(page.getByRole('main').getByRole('link', { name: camry.title })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: similar })).toBeVisible();
  });
});
