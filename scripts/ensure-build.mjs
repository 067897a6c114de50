// Builds the web and server bundles when they are missing or older than any source file, so
// `npm start` on a fresh clone (or after a pull) serves the current code without a separate step.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, process.env.OUT_DIR ?? '.');
const stamp = join(out, 'dist', '.build-stamp');
const sources = [
  'server',
  'web',
  'shared',
  'public',
  'package.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'react-router.config.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function isFresh() {
  const built =
    existsSync(stamp) && existsSync(join(out, 'build', 'server', 'index.js')) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  return built > 0 && built >= changed;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Test files that need the build call this at the same moment from parallel workers: one builds
 * (a build empties the output folder first) while the others wait for it and then find it fresh.
 */
export function ensureBuild() {
  if (isFresh()) return false;
  const lock = join(out, '.build-lock');
  mkdirSync(out, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // a lock left by a build that died (builds take well under 5 minutes)
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000)
        rmSync(lock, { force: true, recursive: true });
      sleep(200);
    }
  }
  try {
    if (isFresh()) return false;
    console.log('[jaliya] building web and server bundles…');
    // Always React's production build: a test runner calling this has NODE_ENV=test, and Vite then
    // bundles React's development build (5× the script, an Error object per element rendered).
    execSync('npm run build --silent', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    mkdirSync(join(out, 'dist'), { recursive: true });
    writeFileSync(stamp, new Date().toISOString());
    return true;
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
