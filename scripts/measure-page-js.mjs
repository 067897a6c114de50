// npm run measure:js: the JavaScript a fresh load of each page downloads, as transferred (compressed)
// bytes of its script responses, in Chromium against the production build on a fresh database. Two
// figures per page: after the load (network idle, nothing scrolled) and after scrolling to the
// bottom, so a chunk fetched only when its part comes into view (the business page's map) shows
// in the second. The bar: reading pages ≤ 125 KB compressed at load (quality-bars.md).
//
// Environment: MEASURE_PORT (3930; the tile stand-in on +1), MEASURE_PAGES (page names or paths,
// comma-separated; default the directory's pages), MEASURE_LANG (en), MEASURE_VERBOSE (list every
// script), MEASURE_NO_BUILD, CHROMIUM_PATH, OUT_DIR.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium-flags.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { startTileServer } from './lib-map-tiles.mjs';
import { startServer } from './lib-server.mjs';
import { pathOf, selectPages } from './page-types.mjs';

const port = Number(process.env.MEASURE_PORT ?? 3930);
const lang = process.env.MEASURE_LANG ?? 'en';
const origin = `http://127.0.0.1:${port}`;
const pages = selectPages(process.env.MEASURE_PAGES ?? 'sub-category,business page');

/** Scripts' transferred bytes by URL (the encoded body: what the wire carried, headers left out). */
async function scriptBytes(responses) {
  let total = 0;
  const files = [];
  for (const response of responses) {
    const sizes = await response.request().sizes();
    total += sizes.responseBodySize;
    const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
    files.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize, encoding });
  }
  return { total, files };
}

async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const atLoad = await scriptBytes(scripts);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const scrolled = await scriptBytes(scripts);
  await context.close();
  return { atLoad, scrolled };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// MEASURE_NO_BUILD=1 measures the build in OUT_DIR as it is (a baseline built from an earlier commit)
if (!process.env.MEASURE_NO_BUILD) ensureBuild();
const tiles = startTileServer(port + 1);
const server = await startServer({
  port,
  name: 'measurejs',
  extraEnv: { MAP_TILE_URL: tiles.tileUrl },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log('| page | path | JS at load | after scrolling to the end | files fetched on scroll |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const p of pages) {
    const path = await pathOf(origin, p);
    for (const variant of p.name === 'sub-category' ? [path, `${path}&map=1`] : [path]) {
      const { atLoad, scrolled } = await measure(browser, variant);
      const late = scrolled.files.slice(atLoad.files.length).map((f) => `${f.url} ${kb(f.bytes)}`);
      if (process.env.MEASURE_VERBOSE)
        for (const f of scrolled.files) console.error(`  ${f.url} ${f.bytes} B ${f.encoding}`);
      console.log(
        `| ${p.name} | ${variant} | ${kb(atLoad.total)} (${atLoad.files.length} files) | ${kb(scrolled.total)} | ${late.join(', ') || '—'} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await tiles.close();
}
