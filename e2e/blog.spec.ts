import { expect, expectDocumentLang, expectNoA11yViolations, test } from './fixtures.ts';

// the machine is shared: give multi-page flows room
test.describe.configure({ timeout: 60_000 });

test('blog list → page 2 → a post, with crawlable page links and light images', async ({ page, lang, t }) => {
  const response = await page.goto('/Blog');
  expect(response?.status()).toBe(200);
  await expectDocumentLang(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Blog', 'المدونة'));

  const list = page.getByRole('list', { name: t('Blog posts', 'مقالات المدونة') });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(9);
  // the first image is the LCP candidate: eager; the rest lazy; all sized
  const images = list.locator('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '450');
  }
  // dates through Intl in the page language
  await expect(cards.first().locator('time')).toHaveText(
    lang === 'ar' ? /\d{4}/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );
  await expectNoA11yViolations(page);

  const pages = page.getByRole('navigation', { name: t('Blog pages', 'صفحات المدونة') });
  const second = pages.getByRole('link', { name: t('Page 2', 'الصفحة 2') });
  await expect(second).toHaveAttribute('href', '/Blog?page=2');
  await second.click();
  await expect(page).toHaveURL(/\/Blog\?page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toContainText('2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Blog\?page=2&lang=(en|ar)$/);
  const firstOnPage2 = page
    .getByRole('list', { name: t('Blog posts', 'مقالات المدونة') })
    .getByRole('heading')
    .first();
  const title = (await firstOnPage2.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(5);

  await firstOnPage2.getByRole('link').click();
  await expect(page).toHaveURL(/\/Show-Blog\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a post shows its rich text, byline and related posts', async ({ page, t }) => {
  await page.goto('/Blog');
  const first = page
    .getByRole('list', { name: t('Blog posts', 'مقالات المدونة') })
    .getByRole('heading')
    .first();
  const title = (await first.textContent())?.trim() ?? '';
  await page.goto((await first.getByRole('link').getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByRole('listitem').first()).toBeVisible();
  await expect(article.locator('time')).toContainText(t('Published on', 'نُشر في'));
  const related = page.getByRole('region', { name: t('Related posts', 'مقالات ذات صلة') });
  await expect(related.getByRole('article')).toHaveCount(3);
  await expectNoA11yViolations(page);
});

test('a post with a wrong slug still shows, and its canonical carries the real slug', async ({
  page,
  lang,
  t,
}) => {
  await page.goto('/Blog');
  const href =
    (await page
      .getByRole('list', { name: t('Blog posts', 'مقالات المدونة') })
      .getByRole('heading')
      .first()
      .getByRole('link')
      .getAttribute('href')) ?? '';
  const [, id, slug] = /\/Show-Blog\/(\d+)\/(.+)$/.exec(href) ?? [];
  const response = await page.goto(`/Show-Blog/${id}/not-the-slug`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/Show-Blog/${id}/${slug}\\?lang=${lang}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    new RegExp(`/Show-Blog/${id}/${slug}\\?lang=ar$`),
  );
});

test('an unknown post and a bad page number answer 404', async ({ page, t }) => {
  expect((await page.goto('/Show-Blog/999999/nothing'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Page not found', 'الصفحة غير موجودة'));
  expect((await page.goto('/Blog?page=abc'))?.status()).toBe(404);
  expect((await page.goto('/Blog?page=500'))?.status()).toBe(404);
});

test('at 390 px every blog card shows its date right under the image, with no blank band between them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/Blog');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  // lazy images below the fold: load them all so every card is checked
  for (const card of await cards.all())
    await card.locator('img').evaluate((img: HTMLImageElement) => {
      img.loading = 'eager';
      return img.decode();
    });
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll('article')) {
      const img = card.querySelector('img')!;
      const time = card.querySelector('time')!;
      const gap = time.getBoundingClientRect().top - img.getBoundingClientRect().bottom;
      if (gap > 24) out.push(`${img.src}: ${gap}px between image and date`);
      // the image's bottom strip must not look like the card's own white body (a blank band)
      const canvas = document.createElement('canvas');
      canvas.width = 80;
      canvas.height = 45;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0, 80, 45);
      const strip = ctx.getImageData(0, 36, 80, 9).data;
      let white = 0;
      for (let i = 0; i < strip.length; i += 4)
        if (strip[i] > 245 && strip[i + 1] > 245 && strip[i + 2] > 245) white++;
      if (white / (strip.length / 4) > 0.6) out.push(`${img.src}: the image ends in a white band`);
    }
    return out;
  });
  expect(problems).toEqual([]);
});
