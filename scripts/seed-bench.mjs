// npm run seed:bench -- 100000: fills the database (DATABASE_URL, npm start's embedded PostgreSQL, or
// one started for this command) with that many listings of every defined kind, from a fixed seed,
// after the demo city when the database is empty (server/db/bench-seed.ts). Builds when needed.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const root = new URL('..', import.meta.url).pathname;
const count = process.argv[2] ?? '100000';
const run = spawnSync(process.execPath, [`${process.env.OUT_DIR ?? '.'}/dist/cli.js`, 'seed-bench', count], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
