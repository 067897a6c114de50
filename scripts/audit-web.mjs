// npm run audit:web: what a first visit downloads, compressed (brotli), per page and language:
// the HTML document, the JavaScript it loads (module preloads + scripts) and its CSS. Budgets from
// quality-bars.md: HTML ≤ 14 KB; reading pages' JS ≤ 125 KB total; CSS ≤ 20 KB.
// With --lighthouse it also runs Lighthouse (mobile profile, LH_RUNS times per page and language,
// default 5) through `npm exec lighthouse@12.8.2` — fetched from the npm registry on first use, so
// it is not a dependency of the project — and reports the median and worst performance score,
// accessibility / best practices / SEO and LCP · TBT · CLS.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { ensureBuild } from './ensure-build.mjs';
import { median, startServer } from './lib-server.mjs';

const port = 3910;
const pages = (
  process.env.AUDIT_PAGES ?? '/,/Blog,/Show-Blog/1,/About,/Contact,/User-Guide,/search-result/halal'
).split(',');

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
async function decoded(res) {
  if (res.encoding !== 'br') return res.body.toString('utf8');
  const { brotliDecompressSync } = await import('node:zlib');
  return brotliDecompressSync(res.body).toString('utf8');
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

ensureBuild();
const server = await startServer({ port, name: 'audit' });
try {
  console.log(
    'page'.padEnd(28),
    'lang',
    'status',
    'HTML'.padStart(9),
    'JS'.padStart(9),
    'CSS'.padStart(9),
    ' files',
  );
  for (const page of pages) {
    for (const lang of ['en', 'ar']) {
      const path = `${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
      const doc = await get(path);
      const html = await decoded(doc);
      const js = [
        ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
        ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ].map((m) => m[1]);
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      let jsBytes = 0;
      for (const src of new Set(js)) jsBytes += (await get(src)).body.length;
      let cssBytes = 0;
      for (const href of new Set(css)) cssBytes += (await get(href)).body.length;
      console.log(
        page.padEnd(28),
        lang.padEnd(4),
        String(doc.status).padEnd(6),
        kb(doc.body.length).padStart(9),
        kb(jsBytes).padStart(9),
        kb(cssBytes).padStart(9),
        ` ${new Set(js).size} js, ${new Set(css).size} css`,
      );
    }
  }
  if (process.argv.includes('--lighthouse')) await lighthouse();
} finally {
  await server.stop();
}

async function lighthouse() {
  const runs = Number(process.env.LH_RUNS ?? 5);
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const out = '/tmp/jaliya-lh.json';
  console.log(`\nLighthouse 12.8.2, mobile profile, ${runs} runs each (performance: median / worst)`);
  console.log('page'.padEnd(28), 'lang', 'perf'.padStart(9), ' a11y  bp  seo', '   LCP     TBT   CLS');
  for (const page of pages) {
    for (const lang of ['en', 'ar']) {
      const url = `http://127.0.0.1:${port}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
      const reports = [];
      for (let i = 0; i < runs; i++) {
        rmSync(out, { force: true });
        execFileSync(
          'npm',
          [
            'exec',
            '-y',
            '--package=lighthouse@12.8.2',
            '--',
            'lighthouse',
            url,
            '--quiet',
            '--output=json',
            `--output-path=${out}`,
            `--chrome-flags=${flags}`,
          ],
          {
            env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            stdio: 'ignore',
          },
        );
        reports.push(JSON.parse(readFileSync(out, 'utf8')));
      }
      const score = (r, c) => Math.round((r.categories[c].score ?? 0) * 100);
      const perf = reports.map((r) => score(r, 'performance'));
      const last = reports[reports.length - 1];
      const lcp = median(reports.map((r) => r.audits['largest-contentful-paint'].numericValue)) / 1000;
      const tbt = median(reports.map((r) => r.audits['total-blocking-time'].numericValue));
      const cls = median(reports.map((r) => r.audits['cumulative-layout-shift'].numericValue));
      console.log(
        page.padEnd(28),
        lang.padEnd(4),
        `${median(perf)} / ${Math.min(...perf)}`.padStart(9),
        ` ${score(last, 'accessibility')}  ${score(last, 'best-practices')}  ${score(last, 'seo')}`,
        `  ${lcp.toFixed(2)} s  ${tbt.toFixed(0).padStart(3)} ms  ${cls.toFixed(3)}`,
      );
      const failing = Object.entries(last.audits)
        .filter(
          ([, a]) =>
            a.score !== null &&
            a.score < 0.9 &&
            !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
        )
        .map(([id]) => id);
      if (failing.length) console.log(`${''.padEnd(33)}below 90: ${failing.join(', ')}`);
    }
  }
}
