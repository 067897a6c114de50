import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 90_000 });

const port = Number(process.env.E2E_PORT ?? 3100);

type Person = { email: string; password: string; token: string };
type Post = { id: number; title: string; slug: string };

/** A marketplace of this test's own (scripts/e2e-fixtures.ts POST /market): its author and a reader. */
async function market(request: APIRequestContext, lang: string) {
  const res = await request.post(`http://127.0.0.1:${port + 4}/market?lang=${lang}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { author: Person; user: Person; posts: Record<'camry' | 'odyssey', Post> };
}

const signIn = (context: BrowserContext, who: Person) =>
  context.addCookies([{ name: 'jaliya_session', value: who.token, domain: '127.0.0.1', path: '/' }]);

// the API's per-address throttles stay per test
const randomIp = () => {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${(b[2] % 250) + 1}`;
};

test('saving a product its author deleted meanwhile says it is no longer available and stays unsaved', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  const { author, user, posts } = await market(request, lang);
  const { camry } = posts;
  await signIn(context, user);
  await page.goto(`/Show-Product/${camry.id}/${camry.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
  const save = page
    .locator('.product-actions')
    .getByRole('button', { name: t(`Save ${camry.title}`, `احفظ ${camry.title}`) });
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
  const { user, posts } = await market(request, lang);
  const { camry } = posts;
  await signIn(context, user);
  await page.goto(`/Show-Product/${camry.id}/${camry.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
  const actions = page.locator('.product-actions');
  const save = actions.getByRole('button', { name: t(`Save ${camry.title}`, `احفظ ${camry.title}`) });
  const unsave = actions.getByRole('button', {
    name: t(`Remove ${camry.title} from saved`, `إزالة ${camry.title} من المحفوظات`),
  });
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

  test('Save is a plain form post that comes back to the page, the item saved', async ({
    page,
    context,
    request,
    lang,
    t,
  }) => {
    const { user, posts } = await market(request, lang);
    const { camry } = posts;
    await signIn(context, user);
    const pagePath = `/Show-Product/${camry.id}/${camry.slug}`;
    await page.goto(pagePath);
    await page
      .locator('.product-actions')
      .getByRole('button', { name: t(`Save ${camry.title}`, `احفظ ${camry.title}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(camry.title);
    await page.goto('/saved-product');
    await expect(page.getByRole('link', { name: camry.title })).toBeVisible();
  });
});
