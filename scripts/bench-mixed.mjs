// npm run bench:mixed: a light mixed guest load at a fixed arrival rate (open loop), the bar of
// quality-bars.md: 200 req/s offered, p95 ≤ 20 ms, p99 ≤ 50 ms, 0 errors.
// Guests of both languages (language by the `lang` cookie, as a returning browser sends it) ask for
// pages (home, blog list, a blog post, about, contact, a search page) and API calls (blogs, home,
// search). Each request is sent at its scheduled time whether or not earlier ones have answered, and
// its latency counts from that scheduled time, so a stalled server cannot hide its stall by slowing
// the sender (no coordinated omission). /healthz is probed on its own schedule meanwhile.
// It starts the production build on a fresh database on its own port; loopback only, bounded.
// Env: MIXED_RATE (200), MIXED_SECONDS (30), MIXED_WARMUP_SECONDS (5), MIXED_PORT (3950),
// MIXED_CPU_PROF=1 writes a CPU profile of the server to .bench/ (open it in Chrome DevTools).
import { mkdirSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';
import { formatLatencies, loadClient, loadRecorder, openLoop, probeHealth } from './lib-load.mjs';
import { cpuSeconds, percentile, root, startServer } from './lib-server.mjs';

const RATE = Math.min(Number(process.env.MIXED_RATE ?? 200), 2000);
const SECONDS = Math.min(Number(process.env.MIXED_SECONDS ?? 30), 600);
const WARMUP = Math.min(Number(process.env.MIXED_WARMUP_SECONDS ?? 5), 60);
const PORT = Number(process.env.MIXED_PORT ?? 3950);
const HEALTH_EVERY_MS = 50;
const bar = { p95: 20, p99: 50 };

const client = loadClient(PORT);

async function discover() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/en/9/blogs/web`);
  const body = await res.json();
  const post = body.data?.items?.[0];
  if (!post) throw new Error(`no blog post to ask for: ${JSON.stringify(body).slice(0, 200)}`);
  return `/Show-Blog/${post.id}/${encodeURIComponent(post.slug ?? '')}`;
}

/** The mix: [kind, path, headers] for both languages, each drawn with the same weight. */
function mix(postPath) {
  const keyword = { en: 'restaurant', ar: 'مطاعم' };
  const out = [];
  for (const lang of ['en', 'ar']) {
    const cookie = { cookie: `lang=${lang}` };
    const q = encodeURIComponent(keyword[lang]);
    out.push(
      ['page home', '/', cookie],
      ['page blog list', '/Blog', cookie],
      ['page blog post', postPath, cookie],
      ['page about', '/About', cookie],
      ['page contact', '/Contact', cookie],
      ['page search', `/search-result/${q}`, cookie],
      ['api blogs', `/api/v1/${lang}/9/blogs/web`, {}],
      ['api home', `/api/v1/${lang}/9/home`, {}],
      ['api search', `/api/v1/${lang}/9/search?q=${q}`, {}],
    );
  }
  return out;
}

const fmt = formatLatencies;

ensureBuild();
const profileDir = `${root}/.bench`;
const nodeArgs = [];
if (process.env.MIXED_CPU_PROF === '1') {
  mkdirSync(profileDir, { recursive: true });
  nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
}
const server = await startServer({ port: PORT, name: 'mixed', nodeArgs });
try {
  const targets = mix(await discover());
  console.log(
    `Mixed guest load: ${targets.length} kinds of request (pages and API, en and ar), ${RATE} req/s offered, open loop`,
  );
  // warm-up: the same mix, not recorded (first renders, caches, JIT)
  await openLoop(client, targets, RATE, WARMUP, () => {});

  const recorder = loadRecorder();
  const { all, byKind } = recorder;
  const health = probeHealth(client, HEALTH_EVERY_MS);
  const cpuBefore = cpuSeconds(server.pid);
  const wallBefore = performance.now();
  await openLoop(client, targets, RATE, SECONDS, recorder.record);
  const errors = recorder.errors;
  const busy = (cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000);
  const probes = await health.stop();

  console.log(
    `\n${all.length} requests in ${SECONDS} s after ${WARMUP} s of warm-up; latency from scheduled send:`,
  );
  for (const [kind, xs] of [...byKind].sort()) console.log(`  ${kind.padEnd(16)} ${fmt(xs)}`);
  console.log(`  ${'all'.padEnd(16)} ${fmt(all)}`);
  console.log(`  errors ${errors}`);
  console.log(
    `  /healthz during the load (every ${HEALTH_EVERY_MS} ms): ${fmt(probes.latencies)}, errors ${probes.errors}`,
  );
  if (!Number.isNaN(busy)) console.log(`  server process CPU: ${(100 * busy).toFixed(0)} % of one core`);
  const p95 = percentile(all, 95);
  const p99 = percentile(all, 99);
  const met = p95 <= bar.p95 && p99 <= bar.p99 && errors === 0 && probes.errors === 0;
  console.log(
    `\nBar (p95 ≤ ${bar.p95} ms, p99 ≤ ${bar.p99} ms, 0 errors at ${RATE} req/s): ${met ? 'met' : 'NOT met'}`,
  );
} finally {
  client.destroy();
  await server.stop();
  if (nodeArgs.length) console.log(`CPU profile written to ${profileDir}/`);
}
