// npm run bench: the two overhead ratios of quality-bars.md, each against a baseline measured in
// the same run, A and B interleaved (A,B,A,B…) so a noisy machine slows both alike, medians reported:
//   (a) a cached JSON API answer vs a bare Fastify route returning the same JSON   (bar ≥ 80 %)
//   (b) a cached guest page vs the same bytes as a static file from the same server (bar ≥ 70 %)
// then latency of uncached renders and search at a fixed rate, and the login benchmark.
// Needs `wrk` (Debian package). Every request goes to 127.0.0.1 and every loop is bounded.
// Env: BENCH_RUNS (5), BENCH_SECONDS (4), BENCH_PORT (3900; uses the next two as well),
// BENCH_LOGIN=0 skips the login part.
import { execFile, execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { ensureBuild } from './ensure-build.mjs';
import { writeCompressedCopies } from './lib-compress.mjs';
import { cpuSeconds, median, percentile, root, startServer } from './lib-server.mjs';

const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 5), 20);
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 4), 60);
const appPort = Number(process.env.BENCH_PORT ?? 3900);
const barePort = appPort + 1;
const app = `http://127.0.0.1:${appPort}`;
const browser = ['Accept-Encoding: gzip, deflate, br', 'Cookie: lang=en'];

// wrk runs asynchronously: the bare baseline lives in this process and must keep answering meanwhile
const run = promisify(execFile);
async function wrk(url, headers, cpu) {
  const args = ['-t2', '-c32', `-d${SECONDS}s`, ...headers.flatMap((h) => ['-H', h]), url];
  const cpuBefore = cpu();
  const { stdout: out } = await run('wrk', args, { encoding: 'utf8' });
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    // the serving process's CPU time per answer: unlike req/s, barely moved by other load on the machine
    cpuUs: (1e6 * (cpu() - cpuBefore)) / requests,
    bad: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    errors: /Socket errors: (.*)/.exec(out)?.[1] ?? '',
  };
}

/** Runs A and B alternately RUNS times; the ratio is B/A, as the median of the per-pair ratios. */
async function ratio(label, a, b, bar) {
  const as = [];
  const bs = [];
  for (let i = 0; i < RUNS; i++) {
    as.push(await wrk(a.url, a.headers ?? [], a.cpu));
    bs.push(await wrk(b.url, b.headers ?? [], b.cpu));
  }
  const pairs = as.map((x, i) => bs[i].rps / x.rps);
  const r = median(pairs);
  const cpuRatio = median(as.map((x) => x.cpuUs)) / median(bs.map((x) => x.cpuUs));
  const problems = [...as, ...bs].filter((x) => x.bad || x.errors);
  console.log(`\n${label}`);
  for (const [side, runs] of [
    [a, as],
    [b, bs],
  ]) {
    const rps = median(runs.map((x) => x.rps)).toFixed(0);
    const cpuUs = median(runs.map((x) => x.cpuUs)).toFixed(0);
    console.log(
      `  ${side.label.padEnd(44)} ${rps.padStart(7)} req/s  ${cpuUs.padStart(5)} µs CPU per answer`,
    );
  }
  console.log(
    `  ratio ${(100 * r).toFixed(0)} % (bar ≥ ${bar} %: ${100 * r >= bar ? 'met' : 'NOT met'}; per pair: ${pairs.map((p) => (100 * p).toFixed(0)).join(' ')} %; medians of ${RUNS}, interleaved, wrk -t2 -c32 -d${SECONDS}s)`,
  );
  console.log(
    `  by CPU per answer ${(100 * cpuRatio).toFixed(0)} % (the same comparison in CPU time: trust it more when the machine is busy)`,
  );
  if (problems.length)
    console.log(`  non-2xx or socket errors: ${problems.map((x) => `${x.bad} ${x.errors}`).join('; ')}`);
  return r;
}

/**
 * Sends `rps` requests per second for `seconds`, after `warmup` seconds at the same rate that are not
 * counted (as bench:mixed and bench:listings do); latency counts from each request's scheduled time.
 * The first request of a route after the server started is reported on its own: it compiles that
 * route's code paths (80–250 ms on 2026-11-29) and the requests due meanwhile queue behind it, which
 * is start-up cost, not the steady render the bar is about.
 */
async function paced(label, url, rps = 100, seconds = 10, warmup = 2) {
  const latencies = [];
  let errors = 0;
  let first;
  const counted = rps * seconds;
  const skipped = rps * warmup;
  const started = performance.now();
  const inflight = [];
  for (let i = 0; i < skipped + counted; i++) {
    const due = started + (i * 1000) / rps;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
        .then(async (res) => {
          await res.arrayBuffer();
          const ms = performance.now() - due;
          if (i === 0) first = ms;
          if (i < skipped) return;
          if (!res.ok) errors++;
          latencies.push(ms);
        })
        .catch(() => {
          if (i >= skipped) errors++;
        }),
    );
  }
  await Promise.all(inflight);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  console.log(
    `${label.padEnd(34)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  errors ${errors} (${rps} req/s × ${seconds} s after ${warmup} s; first request ${first?.toFixed(0) ?? '–'} ms)`,
  );
}

ensureBuild();
// The static copy of the cached page: @fastify/static serves the files it found at start-up and reads
// them on every request, so placeholders are made now and filled with the page's bytes below. The
// copy is stored compressed beside itself, as the build stores every asset and as the page cache
// stores a page: compressing it on each request (what the bare file got until 2026-11-28) made the
// baseline brotli's speed, not the server's, and the ratio (4930 %) meant nothing.
const staticName = 'bench-static-copy.html';
const staticFile = join(root, process.env.OUT_DIR ?? '.', 'build', 'client', staticName);
const staticFiles = [staticFile, `${staticFile}.br`, `${staticFile}.gz`];
for (const file of staticFiles) writeFileSync(file, '');
// TRUST_PROXY lets the login benchmark give each request its own X-Forwarded-For (per-IP throttling)
const server = await startServer({ port: appPort, name: 'bench', extraEnv: { TRUST_PROXY: 'true' } });
const bare = Fastify();
const serverCpu = () => cpuSeconds(server.pid);
// the bare route is served by this process, which does nothing else while wrk runs
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
try {
  // (a) the baseline returns the very JSON the API answers
  const sample = await (await fetch(`${app}/api/v1/en/9/general-setting`)).json();
  bare.get('/json', async () => sample);
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  await ratio(
    '(a) JSON API overhead (no Accept-Encoding on either side: the same bytes on the wire)',
    { label: 'bare Fastify JSON route', url: `http://127.0.0.1:${barePort}/json`, cpu: ownCpu },
    { label: 'cached API general-setting', url: `${app}/api/v1/en/9/general-setting`, cpu: serverCpu },
    80,
  );

  // (b) a returning visitor's browser: language cookie and compression, for both sides
  const page = await fetch(`${app}/`, { headers: { cookie: 'lang=en' } });
  const bytes = Buffer.from(await page.arrayBuffer());
  writeFileSync(staticFile, bytes);
  writeCompressedCopies(staticFile, bytes);
  const copy = await fetch(`${app}/${staticName}`, { headers: { 'accept-encoding': 'br' } });
  if (copy.headers.get('content-encoding') !== 'br' || (await copy.text()) !== bytes.toString())
    throw new Error('the static copy is not served from its stored brotli file');
  const cached = await fetch(`${app}/`, { headers: { cookie: 'lang=en' } });
  if (cached.headers.get('x-page-cache') !== 'hit')
    throw new Error('the home page is not served from the cache');
  await ratio(
    '(b) cached guest page vs the same bytes as a static file, same server (browser headers: br, lang cookie)',
    { label: `static file /${staticName}`, url: `${app}/${staticName}`, headers: browser, cpu: serverCpu },
    { label: 'cached SSR home (en)', url: `${app}/`, headers: browser, cpu: serverCpu },
    70,
  );

  console.log(
    '\nLatency at a fixed rate, from each scheduled send (bars: uncached SSR p95 ≤ 15 ms, p99 ≤ 60 ms at 100 req/s; search p95 ≤ 30 ms)',
  );
  // ?lang= answers with Set-Cookie, so every one of these is rendered, never cached
  await paced('uncached SSR home (en)', `${app}/?lang=en`);
  await paced('uncached SSR blog post (ar)', `${app}/Show-Blog/1?lang=ar`);
  await paced('API search (ar)', `${app}/api/v1/ar/9/search?q=${encodeURIComponent('مطاعم')}`);

  if (process.env.BENCH_LOGIN !== '0') {
    console.log('\nLogins (argon2id) and browsing while logins are hammered');
    execFileSync(process.execPath, ['scripts/bench-login.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BASE: app },
    });
  }
} finally {
  await bare.close();
  await server.stop();
  for (const file of staticFiles) rmSync(file, { force: true });
}
