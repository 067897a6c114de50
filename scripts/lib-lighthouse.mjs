// Lighthouse 12.8.2 (mobile profile, simulated throttling) as audit:web and audit:ab run it.
// It is not a dependency of the project: `npm exec lighthouse@12.8.2` fetches it from the npm
// registry on first use (it runs on Node 20).
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from './chromium-flags.mjs';

const execFileAsync = promisify(execFile);

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
 * machine never overlap. Asynchronous: the stand-in servers the caller runs in its own process (map
 * tiles, the blank page) must answer while Lighthouse loads the page.
 */
export async function runLighthouse(bin, url, lang, { out, categories }) {
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
  const run = () => execFileAsync(cmd, cmdArgs, { env: { ...process.env, CHROME_PATH: chromiumPath } });
  // Lighthouse now and then exits 1 with no report (NO_NAVSTART, its trace of the load came out
  // incomplete: 5 of ~200 runs on 2026-11-27, 10 of ~200 on 2026-11-28, when two in a row ended a
  // 47-minute audit on its last row); a third failure in a row is real
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      const said = String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' | ');
      console.error(`\n[lighthouse] failed on ${url} (${lang}): ${said}; trying again`);
    }
  }
  return JSON.parse(readFileSync(out, 'utf8'));
}
