// npm run bench: throughput of the JSON API and of server-rendered pages against bare baselines
// measured in the same run (quality-bars.md), plus latency at a fixed 100 req/s.
// Needs `wrk` (Debian package). Every request goes to 127.0.0.1 and every loop is bounded.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { ensureBuild } from './ensure-build.mjs';
import { median, percentile, startServer } from './lib-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const appPort = 3900;

// wrk runs asynchronously: the bare baselines live in this process and must keep answering meanwhile
const run = promisify(execFile);
async function wrk(url, headers = []) {
  const args = ['-t2', '-c32', `-d${SECONDS}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), url];
  const { stdout: out } = await run('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? '';
  return { rps, non2xx, errors };
}

async function rate(label, url, headers) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await wrk(url, headers));
  const result = {
    label,
    rps: median(runs.map((r) => r.rps)),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.map((r) => r.errors).filter(Boolean),
  };
  console.log(
    `${label.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s (median of ${RUNS})${result.non2xx ? `  non-2xx: ${result.non2xx}` : ''}${result.errors.length ? `  errors: ${result.errors.join('; ')}` : ''}`,
  );
  return result;
}

/** Sends `rps` requests per second for `seconds` and reports latency percentiles. */
async function paced(label, url, rps = 100, seconds = 10) {
  const latencies = [];
  let errors = 0;
  const total = rps * seconds;
  const started = performance.now();
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rps;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    inflight.push(
      fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) errors++;
          latencies.push(performance.now() - t0);
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(inflight);
  const r = {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
  console.log(
    `${label.padEnd(34)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${errors} (${rps} req/s × ${seconds} s)`,
  );
  return r;
}

ensureBuild();
// TRUST_PROXY lets the login benchmark give each request its own X-Forwarded-For (per-IP throttling)
const app = await startServer({ port: appPort, name: 'bench', extraEnv: { TRUST_PROXY: 'true' } });

// Baselines in the same run: a bare Fastify JSON route with a payload like general-setting, and a bare node:http hello.
const sample = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/en/9/general-setting`)).json();
const bareFastify = Fastify();
bareFastify.get('/json', async () => sample);
await bareFastify.listen({ port: 3901, host: '127.0.0.1' });
const hello = createServer((_req, res) => {
  res.setHeader('Content-Type', 'text/html');
  res.end('<!doctype html><title>hello</title><p>hello</p>');
}).listen(3902, '127.0.0.1');

try {
  console.log(`\nThroughput (wrk -t2 -c32 -d${SECONDS}s, 2 cores shared by client and server)`);
  const bareJson = await rate('bare Fastify JSON', 'http://127.0.0.1:3901/json');
  const apiSettings = await rate(
    'API general-setting',
    `http://127.0.0.1:${appPort}/api/v1/en/9/general-setting`,
  );
  const apiBlogs = await rate('API blogs/web', `http://127.0.0.1:${appPort}/api/v1/en/9/blogs/web`);
  const apiSearch = await rate(
    'API search (ar)',
    `http://127.0.0.1:${appPort}/api/v1/ar/9/search?q=${encodeURIComponent('مطاعم')}`,
  );
  const bareHttp = await rate('bare node:http hello', 'http://127.0.0.1:3902/');
  // a returning visitor's browser sends its language cookie (?lang= would answer with Set-Cookie every time)
  const ssrHome = await rate('SSR home (en)', `http://127.0.0.1:${appPort}/`, ['Cookie: lang=en']);
  const ssrBlog = await rate('SSR blog list (ar)', `http://127.0.0.1:${appPort}/Blog`, ['Cookie: lang=ar']);

  console.log('\nRatios (bar: JSON API ≥ 80 % of bare Fastify; SSR ≥ 30 % of bare node:http)');
  for (const r of [apiSettings, apiBlogs, apiSearch])
    console.log(`${r.label.padEnd(34)} ${((100 * r.rps) / bareJson.rps).toFixed(0)} % of bare Fastify`);
  for (const r of [ssrHome, ssrBlog])
    console.log(`${r.label.padEnd(34)} ${((100 * r.rps) / bareHttp.rps).toFixed(0)} % of bare node:http`);

  console.log('\nLatency at a fixed rate (bar: SSR p99 ≤ 60 ms at 100 req/s; search p95 ≤ 30 ms)');
  await paced('SSR home (en)', `http://127.0.0.1:${appPort}/?lang=en`);
  await paced('SSR blog post (ar)', `http://127.0.0.1:${appPort}/Show-Blog/1?lang=ar`);
  await paced(
    'API search (ar)',
    `http://127.0.0.1:${appPort}/api/v1/ar/9/search?q=${encodeURIComponent('مطاعم')}`,
  );

  console.log('\nLogins (argon2id) and browsing while logins are hammered');
  execFileSync(process.execPath, ['scripts/bench-login.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, BASE: `http://127.0.0.1:${appPort}` },
  });
} finally {
  await bareFastify.close();
  hello.close();
  await app.stop();
}
