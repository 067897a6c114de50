// npm run measure:tasks -- <origin A> [<origin B>]: the main-thread tasks of fresh page loads, from
// Chromium's own trace, for judging a change to what the browser does after the first paint.
// Lighthouse's TBT (decision 060) is a simulation on top of one trace per run and moves 5–10× from
// run to run on a 2-core machine; this looks at the tasks themselves. Per load it takes the page's
// renderer main thread and every top-level task from the first contentful paint until the network
// is quiet, and reports each figure twice:
//   - wall time, as Lighthouse reads it: the longest task, and blocking×4 = Σ max(0, 4 × task − 50 ms),
//     the blocking time the same tasks would make under Lighthouse's 4× CPU slowdown (an estimate:
//     Lantern also moves tasks relative to FCP);
//   - thread (CPU) time of the same tasks, and their sum: what the page's own work cost, without the
//     time the thread waited for a core. On two cores the browser, the server and the page share, a
//     task's wall time ran to 2–3× its CPU time (2026-11-29), and most of the spread between loads
//     is that wait, so a change to the page's work shows in the CPU columns first.
// With two origins the loads alternate A, B, A, B… so both builds meet the same moments of the
// machine; medians per build at the end. Mobile viewport (412 × 823), no throttling: the trace is
// what Lighthouse's simulation starts from.
// Playwright's browser pays one cost Lighthouse's does not (decision 060, session 26): 17–21 ms of
// V8 re-parsing a module for stack positions inside the module evaluation, in every page's load.
// Compare builds with it; for a page's own thread time use `audit:ab`'s thread column.
//
// Environment: MEASURE_PAGES (page names or paths, comma-separated; default 'business page'),
// MEASURE_LANG (en), MEASURE_RUNS (9 per origin), MEASURE_VERBOSE (list every task ≥ 5 ms).
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium-flags.mjs';
import { median } from './lib-server.mjs';
import { pathOf, selectPages } from './page-types.mjs';

const origins = process.argv.slice(2);
if (origins.length < 1 || origins.length > 2) {
  console.error('usage: npm run measure:tasks -- <origin A> [<origin B>]');
  process.exit(2);
}
const runs = Number(process.env.MEASURE_RUNS ?? 9);
const lang = process.env.MEASURE_LANG ?? 'en';
const verbose = Boolean(process.env.MEASURE_VERBOSE);
const pages = selectPages(process.env.MEASURE_PAGES ?? 'business page');
const categories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

/** The renderer main thread that painted the page: the one with the firstContentfulPaint mark. */
function pageThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no firstContentfulPaint in the trace');
  return { pid: fcp.pid, tid: fcp.tid, fcpTs: fcp.ts };
}

/** Longest task, blocking×4 and the sum, of task durations in ms. */
function figures(ms) {
  return {
    longest: Math.max(0, ...ms),
    blocking: ms.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
    total: ms.reduce((sum, d) => sum + d, 0),
  };
}

function analyse(events) {
  const { pid, tid, fcpTs } = pageThread(events);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onThread
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask')
    .filter((e) => e.ts + e.dur > fcpTs)
    .sort((a, b) => a.ts - b.ts);
  // RunTask and ThreadControllerImpl::RunTask nest; keep the outermost of each
  const topLevel = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    topLevel.push(task);
  }
  const wall = figures(topLevel.map((t) => t.dur / 1000));
  // thread time: what the task cost the CPU, without the time the thread waited for a core
  const cpu = figures(topLevel.map((t) => (t.tdur ?? t.dur) / 1000));
  const result = {
    longest: wall.longest,
    blocking: wall.blocking,
    cpuLongest: cpu.longest,
    cpuBlocking: cpu.blocking,
    cpuTotal: cpu.total,
  };
  if (verbose) {
    const named = topLevel
      .filter((t) => t.dur >= 5000)
      .map((t) => {
        // the longest event inside the task names it
        const inner = onThread
          .filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && !/RunTask/.test(e.name))
          .sort((a, b) => b.dur - a.dur)[0];
        return `${(t.dur / 1000).toFixed(1)} ms @${((t.ts - fcpTs) / 1000).toFixed(0)} (${inner?.name ?? '?'})`;
      });
    result.tasks = named;
  }
  return result;
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  const page = await context.newPage();
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffer = await browser.stopTracing();
  await context.close();
  return analyse(JSON.parse(buffer.toString()).traceEvents);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--headless'],
});
try {
  const lines = [
    '| page | build | longest task ms (runs) | blocking×4 ms (runs) | CPU: longest ms (runs) | CPU: blocking×4 ms (runs) | CPU: all tasks ms (runs) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const paths = await Promise.all(origins.map((origin) => pathOf(origin, structuredClone(page))));
    const results = origins.map(() => []);
    for (let i = 0; i < runs; i++)
      for (const [k, origin] of origins.entries()) {
        const r = await load(browser, `${origin}${paths[k]}`);
        results[k].push(r);
        process.stderr.write(
          `[measure:tasks] ${page.name} ${lang} ${'AB'[k]} run ${i + 1}: longest ${r.longest.toFixed(1)} blocking×4 ${r.blocking.toFixed(0)} CPU longest ${r.cpuLongest.toFixed(1)} blocking×4 ${r.cpuBlocking.toFixed(0)} all ${r.cpuTotal.toFixed(0)}\n`,
        );
        if (verbose) process.stderr.write(`  ${r.tasks.join('\n  ')}\n`);
      }
    for (const [k, r] of results.entries()) {
      const cell = (key, digits) =>
        `${median(r.map((x) => x[key])).toFixed(digits)} (${r.map((x) => x[key].toFixed(digits)).join(' ')})`;
      lines.push(
        `| ${page.name} ${lang} | ${'AB'[k]} | ${cell('longest', 1)} | ${cell('blocking', 0)} | ${cell('cpuLongest', 1)} | ${cell('cpuBlocking', 0)} | ${cell('cpuTotal', 0)} |`,
      );
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
}
