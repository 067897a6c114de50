// npm test: everything CI runs, in order — typecheck, lint, i18n check, unit, API integration
// (real PostgreSQL), browser specs (Chromium, en-ltr and ar-rtl), then unit, integration and a start
// smoke test on Node 24 (scripts/test-node-version.mjs). Prints one closing line
// "N passed, N failed" counted over every test, and exits non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(join(results, 'vitest.json'), { force: true });
rmSync(join(results, 'e2e.json'), { force: true });
rmSync(join(results, 'node24.json'), { force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, TZ: 'UTC' };

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];

function step(name, command, args) {
  console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = run.status === 0;
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function countCheck(ok) {
  if (ok) passed++;
  else failed++;
}

countCheck(
  step('typecheck', 'npx', ['react-router', 'typegen']) && step('typecheck', 'npx', ['tsc', '-p', '.']),
);
countCheck(
  step('lint', 'npx', ['biome', 'ci', '.']) && step('lint', 'node', ['scripts/check-logical-css.mjs']),
);
countCheck(step('i18n', 'node', ['scripts/check-i18n.mjs']));

step('unit + integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
if (existsSync(join(results, 'vitest.json'))) {
  const report = JSON.parse(readFileSync(join(results, 'vitest.json'), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
} else failed++;

step('build', 'node', ['scripts/ensure-build.mjs']);
step('browser', 'npx', ['playwright', 'test']);
if (existsSync(join(results, 'e2e.json'))) {
  const stats = JSON.parse(readFileSync(join(results, 'e2e.json'), 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
} else failed++;

// the unit, integration and start tests again on Node 24 LTS (docs/decisions/070-supported-node-versions.md)
step('node 24', 'node', ['scripts/test-node-version.mjs', '24']);
if (existsSync(join(results, 'node24.json'))) {
  const node24 = JSON.parse(readFileSync(join(results, 'node24.json'), 'utf8'));
  passed += node24.passed;
  failed += node24.failed;
  skipped += node24.skipped;
  if (node24.reason) console.log(`node 24: ${node24.reason}`);
} else failed++;

if (failedSteps.length) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failedSteps.length ? 1 : 0);
