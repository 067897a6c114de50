// npm run audit:ab -- <origin A> <origin B>: Lighthouse (as audit:web runs it, performance only) on
// two running builds of the site, alternating A and B run by run, so both meet the same moments of
// a noisy machine. On a 2-core VM one page's TBT ranged 47–450 ms over five runs of the same build:
// a change is judged by A/B medians taken together, never against a number from another hour.
// Beside TBT it reports the same runs' thread blocking×4 (`threadBlocking`, lib-lighthouse.mjs): the
// tasks of Lighthouse's own trace counted in CPU time, which the host's load moves less.
//
// Start each build with its own port and database, e.g. in a git worktree of the other commit:
//   PORT=3960 npm start   and   EMBEDDED_PG_PORT=54339 PORT=3970 npm start
// Pages with a map draw their tiles from the stand-in tile server this script starts on
// AUDIT_TILE_PORT (3959): start both builds with MAP_TILE_URL=http://127.0.0.1:3959/tiles/{z}/{x}/{y}{r}.png.
// Environment: LH_RUNS (5 per origin), AUDIT_PAGES (page names or paths, default 'product list'),
// AUDIT_LANGS (en,ar).
import { median } from './lib-server.mjs';
import { lighthouseBin, runLighthouse, threadBlocking, traceOf } from './lib-lighthouse.mjs';
import { startTileServer } from './lib-map-tiles.mjs';
import { pathOf, selectPages } from './page-types.mjs';

const origins = process.argv.slice(2);
if (origins.length !== 2) {
  console.error('usage: npm run audit:ab -- <origin A> <origin B>');
  process.exit(2);
}
const runs = Number(process.env.LH_RUNS ?? 5);
const langs = (process.env.AUDIT_LANGS ?? 'en,ar').split(',');
const pages = selectPages(process.env.AUDIT_PAGES ?? 'product list');
const bin = lighthouseBin();
const tiles = startTileServer(Number(process.env.AUDIT_TILE_PORT ?? 3959));

const lines = [
  '| page | lang | build | perf (runs) | TBT ms (runs) | thread blocking×4 ms (runs) | LCP s (runs) | CLS (runs) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const page of pages) {
  // each build has its own database: a found page (a product's) is looked up on each
  const paths = await Promise.all(origins.map((origin) => pathOf(origin, structuredClone(page))));
  for (const lang of langs) {
    const results = origins.map(() => []);
    for (let i = 0; i < runs; i++)
      for (const [k, origin] of origins.entries()) {
        process.stderr.write(`\r[audit:ab] ${page.name} ${lang} run ${i + 1}/${runs} ${'AB'[k]}   `);
        const out = `/tmp/jaliya-lh-ab-${k}.json`;
        const report = await runLighthouse(bin, `${origin}${paths[k]}`, lang, {
          out,
          categories: ['performance'],
          saveTrace: true,
        });
        const metric = (id) => report.audits[id].numericValue;
        results[k].push({
          perf: Math.round(report.categories.performance.score * 100),
          tbt: Math.round(metric('total-blocking-time')),
          thread: Math.round(threadBlocking(traceOf(out))),
          lcp: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
        });
      }
    for (const [k, r] of results.entries()) {
      const list = (key) => r.map((x) => x[key]).join(' ');
      lines.push(
        `| ${page.name} | ${lang} | ${'AB'[k]} | ${median(r.map((x) => x.perf))} (${list('perf')}) | ${median(r.map((x) => x.tbt))} (${list('tbt')}) | ${median(r.map((x) => x.thread))} (${list('thread')}) | ${(median(r.map((x) => x.lcp)) / 1000).toFixed(2)} (${r.map((x) => (x.lcp / 1000).toFixed(2)).join(' ')}) | ${median(r.map((x) => x.cls)).toFixed(3)} (${r.map((x) => x.cls.toFixed(3)).join(' ')}) |`,
      );
    }
  }
}
process.stderr.write('\n');
await tiles.close();
console.log(
  `A = ${origins[0]}, B = ${origins[1]}; ${runs} runs each, alternating; medians with every run in brackets.\n`,
);
console.log(lines.join('\n'));
