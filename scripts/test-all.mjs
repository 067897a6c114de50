// npm test: everything CI runs, in order — typecheck, lint, i18n check, unit, API integration
// (real PostgreSQL), browser specs (Chromium, en-ltr and ar-rtl), then unit, integration and a start
// smoke test on Node 24 (scripts/test-node-version.mjs). Prints one closing line
// "N passed, N failed" counted over every test, and exits non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
// the names of failed tests, repeated at the very end: CI keeps only the tail of a long log
const failedTests = [];

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
  for (const file of report.testResults) {
    const name = file.name.replace(root, '');
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'))
      failedTests.push(`${name}: ${String(file.message).split('\n')[0]}`);
    for (const a of file.assertionResults)
      if (a.status === 'failed') failedTests.push(`${name} › ${a.fullName}`);
  }
} else failed++;

step('build', 'node', ['scripts/ensure-build.mjs']);
step('browser', 'npx', ['playwright', 'test']);
if (existsSync(join(results, 'e2e.json'))) {
  const stats = JSON.parse(readFileSync(join(results, 'e2e.json'), 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  failedTests.push(...failedSpecs(JSON.parse(readFileSync(join(results, 'e2e.json'), 'utf8'))));
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

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failedSteps.length ? 1 : 0);

/** "[project] file:line › title: first line of the error" for every unexpected result of a Playwright JSON report. */
function failedSpecs(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message ?? '';
          const firstLine = stripVTControlCharacters(error).split('\n')[0].slice(0, 200);
          out.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}
