// npm run db:migrate | db:seed | db:reset | db:backup | db:restore [file] | admin:create -- email — builds when needed, then
// runs the database CLI.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const root = new URL('..', import.meta.url).pathname;
const [command = 'migrate', file] = process.argv.slice(2);
// a file named on the command line is relative to where npm was run, not to the project root;
// admin-create's argument is an e-mail address, passed as it is
const argument =
  command === 'admin-create' || !file ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
const args = argument ? [command, argument] : [command];
const run = spawnSync(process.execPath, [`${process.env.OUT_DIR ?? '.'}/dist/cli.js`, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
