// npm run audit:web: Lighthouse 12.8.2 (mobile profile, simulated throttling) on every public page
// type in both languages, LH_RUNS times each (default 5), against the production build on a fresh
// database. Prints a markdown table: performance median / worst, LCP · TBT · CLS (medians),
// accessibility / best practices / SEO (worst run) and what the median run downloaded (compressed).
// Bars from quality-bars.md; the last column names what misses them.
//
// Lighthouse is not a dependency of the project: `npm exec lighthouse@12.8.2` fetches it from the
// npm registry on first use (it runs on Node 20). The language is chosen by the `lang` cookie, as a
// returning visitor's browser sends it.
//
// Map tiles come from a local stand-in on AUDIT_PORT + 1 (lib-map-tiles.mjs), like the e2e specs'.
//
// The first two rows are the machine's floor: a blank page (a heading and a paragraph; no CSS,
// script or image) from a bare HTTP server on AUDIT_PORT + 2, measured the same way, once as is and
// once with the site's `Cross-Origin-Opener-Policy: same-origin`. Lighthouse loads each page from
// about:blank, and COOP makes Chromium move that navigation to a new renderer process; Lighthouse
// multiplies the new renderer's start-up tasks by 4 like any others, so on a slow machine they
// count as blocking time (decision 060). What the blank pages score is the lab's share of every
// row below them. AUDIT_FLOOR=0 leaves them out.
//
// AUDIT_NOSCRIPT=1 adds, under each page's row, the same page without its script: its HTML as the
// site serves it with every executable script and module preload taken out, through a proxy on
// AUDIT_PORT + 3 that passes everything else through (lib-noscript-proxy.mjs). That row is the
// page's own floor: what its markup, CSS and images cost before any JavaScript (decision 060).
//
// The site's server (and its embedded PostgreSQL) runs at `nice` AUDIT_SERVER_NICE (15; 0 to turn it
// off): a phone never shares its cores with the server, and on a 2-core machine the server's work
// while it answers the page's own requests (HTML, scripts, photos) stretched the browser's tasks,
// which Lighthouse counts in wall time (business page, same build side by side, 5 runs each,
// 2026-11-30: TBT medians en 151 → 94 ms, ar 169 → 86 ms with the server at nice 15; decision 060).
//
// Environment: AUDIT_PORT (3910), LH_RUNS (5), AUDIT_PAGES (comma-separated page names or paths,
// default all), AUDIT_LANGS (en,ar), AUDIT_LOCK (a file: each Lighthouse run holds `flock` on it so
// measurements from other scripts on the same machine never overlap), CHROMIUM_PATH.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ensureBuild } from './ensure-build.mjs';
import { lighthouseBin, runLighthouse } from './lib-lighthouse.mjs';
import { startNoScriptProxy } from './lib-noscript-proxy.mjs';
import { median, root, startServer } from './lib-server.mjs';
import { startTileServer } from './lib-map-tiles.mjs';
import { pathOf, selectPages } from './page-types.mjs';

const port = Number(process.env.AUDIT_PORT ?? 3910);
const runs = Number(process.env.LH_RUNS ?? 5);
const langs = (process.env.AUDIT_LANGS ?? 'en,ar').split(',');
const origin = `http://127.0.0.1:${port}`;

const bars = { perf: 98, worst: 95, lcpMs: 1700, tbtMs: 80, cls: 0.02 };
const serverNice = Number(process.env.AUDIT_SERVER_NICE ?? 15);

const pages = selectPages(process.env.AUDIT_PAGES);

const blankPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Blank page</title><meta name="description" content="The lab's floor: nothing to load but this text.">
</head><body><h1>A blank page</h1><p>One heading and one paragraph, long enough to wrap over a few
lines on a phone: no stylesheet, no script and no image, so whatever Lighthouse measures here is
the browser and the machine, not a site.</p></body></html>`;

/** The blank page on `port`, served as a static file would be; at /coop with the site's COOP. */
function startBlankServer(port) {
  const server = createServer((req, res) => {
    // no robots.txt, no favicon: a 404, as a bare static server answers
    if (req.url !== '/' && req.url !== '/coop') return res.writeHead(404).end();
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    if (req.url === '/coop') headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    res.writeHead(200, headers);
    res.end(blankPage);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const score = (report, category) => Math.round((report.categories[category].score ?? 0) * 100);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Compressed bytes per resource type, from the run's network log. */
function bytesByType(report) {
  const sums = {};
  for (const item of report.audits['network-requests'].details.items) {
    sums[item.resourceType] = (sums[item.resourceType] ?? 0) + (item.transferSize ?? 0);
  }
  return sums;
}

/** Audits that cost points in the non-performance categories, and slow performance audits. */
function misses(report) {
  const ids = new Set();
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (!ref.weight || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      if (audit.score < (category === 'performance' ? 0.9 : 1)) ids.add(ref.id);
    }
  }
  return [...ids];
}

function summarise(page, lang, reports) {
  const perf = reports.map((r) => score(r, 'performance'));
  const byPerf = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
  const worst = (category) => Math.min(...reports.map((r) => score(r, category)));
  // a noindex page fails only SEO's is-crawlable audit, by design (search results, token pages)
  const noindex = reports.every((r) => r.audits['is-crawlable'].score === 0);
  const row = {
    page: page.name,
    path: page.path,
    lang,
    perfMedian: median(perf),
    perfWorst: Math.min(...perf),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11y: worst('accessibility'),
    bestPractices: worst('best-practices'),
    seo: worst('seo'),
    noindex,
    // Lighthouse's own reading of the machine's speed (its mobile preset's 4× assumes ≈ 1500+)
    benchmarkIndex: median(reports.map((r) => r.environment.benchmarkIndex)),
    bytes: bytesByType(mid),
    misses: misses(mid),
    report: mid,
  };
  const failed = [];
  if (row.perfMedian < bars.perf) failed.push('perf');
  if (row.perfWorst < bars.worst) failed.push('worst run');
  if (row.lcpMs > bars.lcpMs) failed.push('LCP');
  if (row.tbtMs > bars.tbtMs) failed.push('TBT');
  if (row.cls > bars.cls) failed.push('CLS');
  if (row.a11y < 100) failed.push('a11y');
  if (row.bestPractices < 100) failed.push('BP');
  const seoMisses = row.misses.filter((id) => mid.categories.seo.auditRefs.some((ref) => ref.id === id));
  if (row.seo < 100 && !(noindex && seoMisses.every((id) => id === 'is-crawlable'))) failed.push('SEO');
  row.failed = failed;
  return row;
}

function markdown(rows) {
  const lines = [
    `Lighthouse 12.8.2, mobile, simulated throttling; ${runs} runs per page and language (language by \`lang\` cookie); the site's server at nice ${serverNice}.`,
    'Perf = median / worst run; LCP, TBT, CLS = medians; a11y / BP / SEO = worst run; KB = compressed bytes the median run downloaded;',
    "bench = Lighthouse's benchmarkIndex of the machine (median of the row's runs; its CPU calculator maps 1533 to the mobile preset's 4×).",
    '',
    '| page | lang | perf | LCP | TBT | CLS | a11y / BP / SEO | HTML KB | JS KB | CSS KB | font KB | img KB | bench | bar |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const b = r.bytes;
    const seo = r.noindex ? `${r.seo}¹` : r.seo;
    lines.push(
      `| ${r.page} | ${r.lang} | ${r.perfMedian} / ${r.perfWorst} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.a11y} / ${r.bestPractices} / ${seo} | ${kb(b.Document ?? 0)} | ${kb(b.Script ?? 0)} | ${kb(b.Stylesheet ?? 0)} | ${kb(b.Font ?? 0)} | ${kb(b.Image ?? 0)} | ${Math.round(r.benchmarkIndex)} | ${r.failed.length ? `✗ ${r.failed.join(', ')}` : '✓'} |`,
    );
  }
  if (rows.some((r) => r.noindex)) {
    lines.push('', '¹ `noindex` by design; its SEO points are lost only to `is-crawlable`.');
  }
  const missing = rows.filter((r) => r.misses.length);
  if (missing.length) {
    lines.push('', 'Audits below their mark in the median run:');
    for (const r of missing) lines.push(`- ${r.page} (${r.lang}): ${r.misses.join(', ')}`);
  }
  return lines.join('\n');
}

ensureBuild();
const bin = lighthouseBin();
// the pages with a map draw their tiles from here, as the browser specs do: the real tile server
// is unreachable offline (its failed requests were console errors, costing best-practices points)
// and not ours to load. The attribution stays the default one, so its link is audited as served.
const tiles = startTileServer(port + 1);
const server = await startServer({
  port,
  name: 'audit',
  extraEnv: { PUBLIC_URL: origin, MAP_TILE_URL: tiles.tileUrl },
  nice: serverNice,
});
const rows = [];
const blank = process.env.AUDIT_FLOOR === '0' ? null : startBlankServer(port + 2);
const noScript = process.env.AUDIT_NOSCRIPT === '1' ? await startNoScriptProxy(port + 3, origin) : null;

/** LH_RUNS Lighthouse runs on `url`, with a progress line. */
async function audit(name, url, lang) {
  const reports = [];
  for (let i = 0; i < runs; i++) {
    process.stderr.write(`\r[audit] ${name} ${lang} run ${i + 1}/${runs}   `);
    reports.push(
      await runLighthouse(bin, url, lang, {
        out: `/tmp/jaliya-lh-${port}.json`,
        categories: ['performance', 'accessibility', 'best-practices', 'seo'],
      }),
    );
  }
  return reports;
}

try {
  if (blank) {
    for (const floor of [
      { name: 'blank page (machine floor)', path: '/' },
      { name: 'blank page with COOP', path: '/coop' },
    ]) {
      const url = `http://127.0.0.1:${port + 2}${floor.path}`;
      rows.push(summarise(floor, langs[0], await audit(floor.name, url, langs[0])));
    }
  }
  for (const page of pages) {
    await pathOf(origin, page);
    for (const lang of langs) {
      const row = summarise(page, lang, await audit(page.name, `${origin}${page.path}`, lang));
      rows.push(row);
      if (noScript) {
        const name = `${page.name} without script`;
        const url = `http://127.0.0.1:${port + 3}${page.path}`;
        rows.push(summarise({ ...page, name }, lang, await audit(name, url, lang)));
      }
      // the median run's whole report, for the details behind a number
      mkdirSync(`${root}/.out/audit/lighthouse`, { recursive: true });
      writeFileSync(
        `${root}/.out/audit/lighthouse/${page.name.replaceAll(' ', '-')}-${lang}.json`,
        JSON.stringify(row.report),
      );
      // the table so far, so a long run can be read (or stopped) half-way
      mkdirSync(`${root}/.out/audit`, { recursive: true });
      writeFileSync(`${root}/.out/audit/audit-web.md`, `${markdown(rows)}\n`);
    }
  }
} finally {
  process.stderr.write('\n');
  await server.stop();
  await tiles.close();
  blank?.close();
  noScript?.close();
}
console.log(markdown(rows));
writeFileSync(
  `${root}/.out/audit/audit-web.json`,
  JSON.stringify(
    rows.map(({ report, ...row }) => row),
    null,
    2,
  ),
);
