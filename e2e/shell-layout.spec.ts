import { expect, test } from './fixtures.ts';

const pages = [
  '/',
  '/About',
  '/Blog',
  '/Contact',
  '/User-Guide',
  '/search-result/winter',
  '/Login',
  '/no-such-page',
];

test('on a 360 px phone no page scrolls sideways', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});
