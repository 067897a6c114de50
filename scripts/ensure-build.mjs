// Builds the web and server bundles when they are missing or older than any source file, so
// `npm start` on a fresh clone (or after a pull) serves the current code without a separate step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

export function ensureBuild() {
  const built =
    existsSync(stamp) && existsSync(join(out, 'build', 'server', 'index.js')) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (built && built >= changed) return false;
  console.log('[jaliya] building web and server bundles…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
