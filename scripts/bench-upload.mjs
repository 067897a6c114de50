// npm run bench:upload: upload-to-ready time of a 12 MP phone photo (4000×3000 JPEG, generated at
// run time), median of BENCH_RUNS (5) uploads through the real app. The measurement lives in
// server/modules/photos/upload-timing.int.test.ts (skipped in normal test runs) because the server's
// TypeScript needs Vite's transforms (import.meta.glob); this script runs it and prints its lines.
// Needs DATABASE_URL (PostgreSQL server; the test run makes its own database, as `npm run test:int`).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (as for npm run test:int)');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'int', 'server/modules/photos/upload-timing.int.test.ts'],
  { env: { ...process.env, BENCH_UPLOAD: '1' }, encoding: 'utf8' },
);
const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter((l) => l.includes('bench-upload:'));
for (const line of lines) console.log(line.slice(line.indexOf('bench-upload:')));
if (result.status !== 0) {
  console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
  process.exit(result.status ?? 1);
}
