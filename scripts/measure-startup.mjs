// npm run measure:startup: seconds from `npm start` to a ready server, first run (fresh build and
// fresh embedded database: build + initdb + migrate + seed) and second run (reuses both).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { root, waitFor } from './lib-server.mjs';

const port = 3920;
const env = {
  ...process.env,
  OUT_DIR: '.out/startup',
  EMBEDDED_PG_DIR: 'data/startup-postgres',
  EMBEDDED_PG_PORT: '54420',
  PORT: String(port),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
rmSync(`${root}/.out/startup`, { recursive: true, force: true });
rmSync(`${root}/data/startup-postgres`, { recursive: true, force: true });

async function portIsFree() {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return false;
  } catch {
    return true;
  }
}

async function once(label) {
  if (!(await portIsFree())) throw new Error(`port ${port} is taken; stop what runs there first`);
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000);
  const seconds = (performance.now() - started) / 1000;
  const home = await fetch(`http://127.0.0.1:${port}/`);
  console.log(`${label}: ready in ${seconds.toFixed(1)} s (home answered ${home.status})`);
  // npm does not pass SIGTERM on to the script it runs: stop the server itself; npm then ends with it
  spawnSync('pkill', ['-TERM', '-f', '.out/startup/dist/main.js']);
  await exited;
  for (let i = 0; i < 100 && !(await portIsFree()); i++) await new Promise((r) => setTimeout(r, 100));
}

await once('first npm start (build + new database)');
await once('second npm start (reuses build and data)');
rmSync(`${root}/data/startup-postgres`, { recursive: true, force: true });
