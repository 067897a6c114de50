// npm run bench:listings: the marketplace's reads at scale. Fills a fresh database with
// BENCH_LISTINGS (100 000) posts (npm run seed:bench), starts the production build on it and offers
// a fixed BENCH_RATE (200) req/s, open loop (scripts/lib-load.mjs), to the product list API (first
// page and a cursor page), filtered lists (main category, post type, price range) and listing search
// (Arabic and English keywords), and the other kinds' lists and filters (rentals, jobs, a directory
// sub-category with and without 'open now') when they exist, in both languages. Prints p50/p95/p99
// and errors per endpoint against the bars of decision 100: list and filters p95 ≤ 20 ms, p99 ≤ 50 ms; search p95 ≤ 30 ms.
// Env: BENCH_LISTINGS, BENCH_DATABASE_URL (an already filled database, kept), BENCH_RATE, BENCH_SECONDS (30), BENCH_WARMUP_SECONDS (5), BENCH_PORT (3960).
// Run it on a quiet machine (the team runs it under flock /tmp/jaliya-measure.lock).
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';
import { formatLatencies, loadClient, loadRecorder, openLoop, probeHealth } from './lib-load.mjs';
import { cpuSeconds, percentile, root, startServer } from './lib-server.mjs';

const LISTINGS = Math.min(Number(process.env.BENCH_LISTINGS ?? 100_000), 5_000_000);
const RATE = Math.min(Number(process.env.BENCH_RATE ?? 200), 2000);
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 30), 600);
const WARMUP = Math.min(Number(process.env.BENCH_WARMUP_SECONDS ?? 5), 60);
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const bars = { list: { p95: 20, p99: 50 }, filter: { p95: 20, p99: 50 }, search: { p95: 30 } };

const client = loadClient(PORT);
const api = (lang, path) => `/api/v1/${lang}/9/${path}`;

async function json(path) {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).data;
}

/** A cursor five pages in, and the main categories the posts use. */
async function discover() {
  let page = await json(api('en', 'listings?kind=product&per_page=20'));
  const mains = new Set();
  for (let i = 0; i < 4 && page.next_cursor; i++) {
    for (const item of page.items) mains.add(item.attributes.main_category_id);
    page = await json(
      api('en', `listings?kind=product&per_page=20&cursor=${encodeURIComponent(page.next_cursor)}`),
    );
  }
  if (!page.next_cursor || mains.size < 2) throw new Error('not enough listed posts to page through');
  // the directory's busiest sub-category among the newest businesses (none when the kind is absent)
  const counts = new Map();
  const businesses = await fetch(
    `http://127.0.0.1:${PORT}${api('en', 'listings?kind=business&per_page=50')}`,
  );
  if (businesses.ok)
    for (const item of (await businesses.json()).data.items)
      for (const sub of item.attributes.sub_category_ids ?? []) counts.set(sub, (counts.get(sub) ?? 0) + 1);
  const sub = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return { cursor: page.next_cursor, mains: [...mains].slice(0, 3), sub };
}

/** Whether the API knows this listing kind (a database seeded before the kind existed has none). */
async function hasKind(kind) {
  return (await fetch(`http://127.0.0.1:${PORT}${api('en', `listings?kind=${kind}&per_page=1`)}`)).ok;
}

/** [kind, path, headers], both languages; filter values rotate so one answer is not asked for only. */
function mix({ cursor, mains, sub }, kinds) {
  const list = 'listings?kind=product';
  const out = [];
  for (const lang of ['en', 'ar']) {
    // the other kinds' lists and filters (issue 8: rentals and jobs; issue 9: a sub-category, open now)
    if (kinds.rent)
      out.push(
        ['list rent offers', api(lang, 'listings?kind=rent&post_type=for_rent'), {}],
        [
          'filter rent rooms',
          api(lang, 'listings?kind=rent&post_type=for_rent&bedrooms_min=2&price_max=2500'),
          {},
        ],
      );
    if (kinds.job)
      out.push(
        ['list jobs hiring', api(lang, 'listings?kind=job&post_type=hiring'), {}],
        ['filter jobs full time', api(lang, 'listings?kind=job&post_type=hiring&job_type=full_time'), {}],
      );
    if (kinds.business && sub)
      out.push(
        ['list business sub-category', api(lang, `listings?kind=business&sub_category_id=${sub}`), {}],
        [
          'filter business open now',
          api(lang, `listings?kind=business&sub_category_id=${sub}&open_now=1`),
          {},
        ],
      );
    out.push(
      ['list first page', api(lang, list), {}],
      ['list cursor page', api(lang, `${list}&cursor=${encodeURIComponent(cursor)}`), {}],
      ...mains.map((id) => ['filter main category', api(lang, `${list}&main_category_id=${id}`), {}]),
      ['filter post type', api(lang, `${list}&post_type=buy`), {}],
      ['filter price range', api(lang, `${list}&price_min=100&price_max=500`), {}],
      ['search en', api(lang, `search?q=${encodeURIComponent('camry')}&type=product`), {}],
      ['search en', api(lang, `search?q=${encodeURIComponent('stroller')}&type=product`), {}],
      ['search ar', api(lang, `search?q=${encodeURIComponent('كنب')}&type=product`), {}],
      ['search ar', api(lang, `search?q=${encodeURIComponent('عربة أطفال')}&type=product`), {}],
    );
  }
  return out;
}

ensureBuild();
const seedStarted = Date.now();
// BENCH_DATABASE_URL: a database seed:bench already filled, to measure again without re-seeding
const reuse = process.env.BENCH_DATABASE_URL;
const server = await startServer({
  port: PORT,
  name: 'listings',
  databaseUrl: reuse,
  prepare(env) {
    if (reuse) return;
    console.log(`Filling a fresh database with ${LISTINGS} listings (npm run seed:bench)…`);
    const run = spawnSync(
      process.execPath,
      [`${process.env.OUT_DIR ?? '.'}/dist/cli.js`, 'seed-bench', String(LISTINGS)],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (run.status !== 0) throw new Error('seed:bench failed');
  },
});
console.log(`database filled and server ready in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
try {
  const kinds = Object.fromEntries(
    await Promise.all(['rent', 'job', 'business'].map(async (k) => [k, await hasKind(k)])),
  );
  const targets = mix(await discover(), kinds);
  console.log(`Listings load: ${targets.length} requests (en and ar), ${RATE} req/s offered, open loop`);
  await openLoop(client, targets, RATE, WARMUP, () => {});

  const recorder = loadRecorder();
  const health = probeHealth(client, 50);
  const cpuBefore = cpuSeconds(server.pid);
  const wallBefore = performance.now();
  await openLoop(client, targets, RATE, SECONDS, recorder.record);
  const busy = (cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000);
  const probes = await health.stop();

  console.log(
    `\n${recorder.all.length} requests in ${SECONDS} s after ${WARMUP} s of warm-up; latency from scheduled send:`,
  );
  let met = true;
  for (const [kind, xs] of [...recorder.byKind].sort()) {
    const bar = bars[kind.split(' ')[0]];
    const p95 = percentile(xs, 95);
    const p99 = percentile(xs, 99);
    const errors = recorder.errorsByKind.get(kind) ?? 0;
    const ok = p95 <= bar.p95 && (bar.p99 === undefined || p99 <= bar.p99) && errors === 0;
    met &&= ok;
    const barText = `p95 ≤ ${bar.p95}${bar.p99 ? `, p99 ≤ ${bar.p99}` : ''}`;
    console.log(
      `  ${kind.padEnd(22)} ${formatLatencies(xs)}  errors ${errors}  [${barText}: ${ok ? 'met' : 'NOT met'}]`,
    );
  }
  console.log(`  ${'all'.padEnd(22)} ${formatLatencies(recorder.all)}  errors ${recorder.errors}`);
  console.log(`  /healthz during the load: ${formatLatencies(probes.latencies)}, errors ${probes.errors}`);
  if (!Number.isNaN(busy)) console.log(`  server process CPU: ${(100 * busy).toFixed(0)} % of one core`);
  console.log(
    `\nBars of decision 100 at ${RATE} req/s over ${LISTINGS} listings: ${met ? 'met' : 'NOT met'}`,
  );
} finally {
  client.destroy();
  await server.stop();
}
