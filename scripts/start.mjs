// npm start: build when needed, then run the server in this process's place (signals pass through).
// npm run worker (`start.mjs worker`): the same for the job workers alone (server/worker.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';
import { serverEnv } from './server-env.mjs';

ensureBuild();
const cwd = new URL('..', import.meta.url).pathname;
// a local .env (see .env.example) is read by Node itself
const envFile = existsSync(`${cwd}/.env`) ? ['--env-file=.env'] : [];
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
const child = spawn(process.execPath, [...envFile, `${process.env.OUT_DIR ?? '.'}/dist/${entry}.js`], {
  cwd,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
