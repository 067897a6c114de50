// npm run measure:html: the first HTML response of every public page type, in English and Arabic
// (language by the `lang` cookie), against the 14 KB one-round-trip budget (quality-bars.md).
//
// Each page is asked for as a browser asks (Accept-Encoding: gzip, deflate, br, zstd): guest pages
// come from the page cache, which keeps each page compressed once with holes for the CSP nonce —
// Brotli at quality 6 for the first answers, quality 11 once made in the background
// (server/lib/brotli-splice.ts), gzip for clients without Brotli (server/lib/gzip-splice.ts).
// `first` is the first answer (on a fresh server, the render itself: x-page-cache miss), `settled`
// the answer once it changes (up to 5 s later), `gzip` what a gzip-only client gets. The bar is judged on `settled`, what
// every visitor but the first after a change gets; `first` is shown beside it.
//
// The page is then cut into parts: markup (head and body), React Router's hydration data (the
// turbo-stream `streamController.enqueue` scripts), the router's other inline scripts (context,
// manifest and route imports, scroll restoration), inline CSS, JSON-LD and inline SVG. Each part gets
// its raw bytes and what it costs compressed: the gzip size of the page minus the gzip size of the
// page without that part (compressed sizes do not add up, so the parts' costs do not sum to the total).
//
// Environment: MEASURE_ORIGIN (a running server, e.g. http://127.0.0.1:3204; else the production
// build is started on a throwaway database at MEASURE_PORT, 3920), MEASURE_PAGES (comma-separated
// names or paths, default all), MEASURE_LANGS (en,ar). `--check` exits 1 when a page is over budget;
// `--json FILE` also writes the rows.
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from './ensure-build.mjs';
import { partsOf, without } from './lib-html-parts.mjs';
import { startServer } from './lib-server.mjs';
import { pathOf, selectPages } from './page-types.mjs';

/** 14 KB: what fits in the first round trip (TCP's initial window of 10 segments is ≈ 14.6 KB). */
export const budgetBytes = 14 * 1024;
const browserEncoding = 'gzip, deflate, br, zstd';

const args = process.argv.slice(2);
const check = args.includes('--check');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const langs = (process.env.MEASURE_LANGS ?? 'en,ar').split(',');
const pages = selectPages(process.env.MEASURE_PAGES);

/** One response's raw bytes (no decompression) and headers. */
function get(origin, path, headers) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server's own compression settings (server/app.ts, server/lib/gzip-splice.ts). */
export const gzipSize = (text) => gzipSync(text, { level: 6 }).length;
/** Raw bytes and compressed cost of each part of `html`. */
export function breakdown(html) {
  const whole = gzipSize(html);
  const parts = partsOf(html);
  const all = Object.values(parts).flat();
  const rows = {
    markup: { raw: Buffer.byteLength(without(html, all)), gz: whole - gzipSize(inline(html, all)) },
  };
  for (const [name, ranges] of Object.entries(parts)) {
    const raw = ranges.reduce((sum, [s, e]) => sum + Buffer.byteLength(html.slice(s, e)), 0);
    rows[name] = { raw, gz: ranges.length ? whole - gzipSize(without(html, ranges)) : 0 };
  }
  return rows;
}

/** Only the inline parts, in page order (what is left when the markup is taken out). */
function inline(html, ranges) {
  return [...ranges]
    .sort((a, b) => a[0] - b[0])
    .map(([s, e]) => html.slice(s, e))
    .join('');
}

async function measure(origin, path, lang) {
  const cookie = `lang=${lang}`;
  const answer = async (encoding) => {
    const res = await get(origin, path, { cookie, 'accept-encoding': encoding });
    if (res.status !== 200) throw new Error(`${path} (${lang}) answered ${res.status}`);
    return {
      bytes: res.body.length,
      encoding: res.headers['content-encoding'] ?? 'identity',
      state: res.headers['x-page-cache'] ?? 'uncached',
    };
  };
  const first = await answer(browserEncoding);
  // the background recompression takes a few hundred milliseconds, longer on a busy machine
  let settled = first;
  for (let waited = 0; waited < 5000 && settled.bytes === first.bytes; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    settled = await answer(browserEncoding);
  }
  const gzip = await answer('gzip');
  const plain = await get(origin, path, { cookie, 'accept-encoding': 'identity' });
  const html = plain.body.toString('utf8');
  return { raw: plain.body.length, first, settled, gzip, parts: breakdown(html) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const servedCell = ({ bytes, encoding, state }) => `${bytes.toLocaleString('en')} ${encoding} ${state}`;
const over = (r) => r.settled.bytes > budgetBytes;

function markdown(rows) {
  const partNames = ['markup', 'hydration', 'router', 'css', 'jsonLd', 'svg'];
  const lines = [
    `First HTML response, bytes. Budget ${budgetBytes.toLocaleString('en')} compressed (14 KB). first / settled: a browser's first answer and the answer once it changes (encoding, x-page-cache); gzip: a gzip-only client.`,
    'Parts: raw KB / what the part costs in the gzip answer (KB; page minus page without it).',
    '',
    `| page | lang | raw | first | settled | gzip | ${partNames.join(' | ')} | bar |`,
    `| --- | --- | --- | --- | --- | --- | ${partNames.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.lang} | ${r.raw.toLocaleString('en')} | ${servedCell(r.first)} | ${servedCell(r.settled)} | ${r.gzip.bytes.toLocaleString('en')} | ${partNames
        .map((n) => (r.parts[n].raw ? `${kb(r.parts[n].raw)} / ${kb(r.parts[n].gz)}` : '–'))
        .join(' | ')} | ${over(r) ? '✗' : '✓'} |`,
    );
  }
  return lines.join('\n');
}

let origin = process.env.MEASURE_ORIGIN;
let server;
if (!origin) {
  ensureBuild();
  const port = Number(process.env.MEASURE_PORT ?? 3920);
  origin = `http://127.0.0.1:${port}`;
  server = await startServer({ port, name: 'measure-html', extraEnv: { PUBLIC_URL: origin } });
}
const rows = [];
try {
  for (const page of pages) {
    const path = await pathOf(origin, page);
    for (const lang of langs) {
      process.stderr.write(`\r[measure] ${page.name} ${lang}          `);
      rows.push({ page: page.name, path, lang, ...(await measure(origin, path, lang)) });
    }
  }
} finally {
  process.stderr.write('\n');
  await server?.stop();
}
console.log(markdown(rows));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
if (check && rows.some(over)) process.exit(1);
