import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { market, signIn } from './market-fixture.ts';

/**
 * A translator given a key its page's catalog lacks shows the key itself ("market.show.share").
 * Reading pages name only the catalog sections they show (`messagesFor(lang, 'market.show', …)`), so
 * a section left out shows up here as its keys in the page: in the server's HTML, after hydration,
 * and in the parts a reader opens (the report form, the share menu).
 */
const catalogDir = new URL('../shared/i18n/en/', import.meta.url);
const keys = new Set<string>();
const flatten = (prefix: string, value: unknown) => {
  if (typeof value === 'string') keys.add(prefix);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(`${prefix}.${k}`, v);
};
for (const file of readdirSync(catalogDir).filter((f) => f.endsWith('.json')))
  flatten(file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, catalogDir), 'utf8')));

/** Every catalog key the page shows as text or in an attribute a reader meets (label, alt, title). */
async function keysShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    const attributed =
      '[aria-label], [alt], [title], [placeholder], meta[name="description"], meta[property]';
    for (const el of document.querySelectorAll(attributed))
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'content'])
        parts.push(el.getAttribute(name) ?? '');
    return parts.join('\n');
  });
  return [...new Set(text.match(/[A-Za-z]+(?:\.[\w-]+)+/g) ?? [])].filter((token) => keys.has(token));
}

const listPrefixes: Array<[list: string, prefix: string]> = [
  ['/market-place/products', '/Show-Product/'],
  ['/rents', '/Rent/'],
  ['/jobs', '/show-job/'],
  ['/SubCategory/Lawyers/13/?Page=service', '/MarketProfile/'],
];

const directoryList = '/SubCategory/Lawyers/13/?Page=service';

test('reading pages show no catalog key in place of its words, report form and share menu open', async ({
  page,
  context,
  request,
  lang,
  t,
}) => {
  // four kinds, two posts each, with their forms opened
  test.slow();
  const { user } = await market(request, lang);
  await signIn(context, user);
  for (const [list, prefix] of listPrefixes) {
    const html = await (await request.get(list, { headers: { Cookie: `lang=${lang}` } })).text();
    const paths = [
      ...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"#?]+)"`, 'g'))].map((m) => m[1])),
    ].slice(0, 2);
    expect(paths.length, `${prefix} links on ${list}`).toBeGreaterThan(0);
    for (const path of paths) {
      const served = await (await request.get(path, { headers: { Cookie: `lang=${lang}` } })).text();
      // the text between tags, scripts and styles left out (their data names the catalog modules)
      const inHtml =
        [...(served.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').match(/>[^<]*</g) ?? [])]
          .join('')
          .match(/[A-Za-z]+(?:\.[\w-]+)+/g) ?? [];
      expect(
        inHtml.filter((token) => keys.has(token)),
        `${path} as served`,
      ).toEqual([]);
      await page.goto(path);
      expect(await keysShown(page), `${path} hydrated`).toEqual([]);
      await page.getByText(t('Report this post', 'أبلغ عن هذا المنشور'), { exact: true }).click();
      await expect(page.getByRole('button', { name: t('Send report', 'أرسل البلاغ') })).toBeVisible();
      await page.locator('.share-menu summary').click();
      await expect(page.getByRole('button', { name: t('Copy link', 'انسخ الرابط') })).toBeVisible();
      expect(await keysShown(page), `${path} with its report form and share menu open`).toEqual([]);
    }
  }
});

test('the directory list shows no catalog key, with its map, its filters and a refused filter', async ({
  page,
  lang,
  t,
}) => {
  await page.goto(directoryList);
  expect(await keysShown(page), `${directoryList} in ${lang}`).toEqual([]);
  await page.getByRole('button', { name: t('Show map', 'أظهر الخريطة') }).click();
  await expect(page.locator('.list-map .map-frame')).toHaveAttribute('data-map-state', 'ready');
  expect(await keysShown(page), `${directoryList} with its map in ${lang}`).toEqual([]);
  for (const query of ['&open_now=1&community=arabic_speaking', '&community=nonsense&cursor=x']) {
    await page.goto(`${directoryList}${query}`);
    if (query.includes('nonsense'))
      await expect(page.getByText(t('Community features:', 'مزايا الجالية:'))).toBeVisible();
    expect(await keysShown(page), `${directoryList}${query} in ${lang}`).toEqual([]);
  }
});
