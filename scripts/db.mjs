// npm run db:migrate | db:seed | db:reset — builds when needed, then runs the database CLI.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const root = new URL('..', import.meta.url).pathname;
const run = spawnSync(process.execPath, [`${process.env.OUT_DIR ?? '.'}/dist/cli.js`, process.argv[2] ?? 'migrate'], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
