// Lighthouse 12.8.2 (mobile profile, simulated throttling) as audit:web and audit:ab run it.
// It is not a dependency of the project: `npm exec lighthouse@12.8.2` fetches it from the npm
// registry on first use (it runs on Node 20).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './chromium-flags.mjs';

/** The CLI's path: one registry look-up, then every run starts it directly (npm exec costs seconds). */
export function lighthouseBin() {
  return execFileSync('npm', ['exec', '-y', '--package=lighthouse@12.8.2', '-c', 'command -v lighthouse'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/**
 * One run on `url` with the `lang` cookie a returning visitor's browser sends; the parsed report.
 * AUDIT_LOCK (a file): each run holds `flock` on it, so measurements of other scripts on the same
 * machine never overlap.
 */
export function runLighthouse(bin, url, lang, { out, categories }) {
  rmSync(out, { force: true });
  const args = [
    bin,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    `--extra-headers=${JSON.stringify({ Cookie: `lang=${lang}` })}`,
  ];
  const [cmd, cmdArgs] = process.env.AUDIT_LOCK
    ? ['flock', [process.env.AUDIT_LOCK, process.execPath, ...args]]
    : [process.execPath, args];
  const run = () =>
    execFileSync(cmd, cmdArgs, { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore' });
  try {
    run();
  } catch {
    // Lighthouse now and then exits 1 with no report (seen once in ~60 runs); a second failure is real
    console.error(`\n[lighthouse] failed on ${url} (${lang}); trying once more`);
    run();
  }
  return JSON.parse(readFileSync(out, 'utf8'));
}
