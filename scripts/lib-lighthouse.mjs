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

/** Where `--save-assets` leaves the trace of a run whose report went to `out` (and its DevTools log). */
export const traceOf = (out) => out.replace(/\.json$/, '-0.trace.json');
const devtoolsLogOf = (out) => out.replace(/\.json$/, '-0.devtoolslog.json');

/**
 * One run on `url` with the `lang` cookie a returning visitor's browser sends; the parsed report.
 * `saveTrace`: the run's trace is kept at `traceOf(out)` (for `threadBlocking`).
 * AUDIT_LOCK (a file): each run holds `flock` on it, so measurements of other scripts on the same
 * machine never overlap. Asynchronous: the stand-in servers the caller runs in its own process (map
 * tiles, the blank page) must answer while Lighthouse loads the page.
 */
export async function runLighthouse(bin, url, lang, { out, categories, saveTrace = false }) {
  rmSync(out, { force: true });
  for (const path of [traceOf(out), devtoolsLogOf(out)]) rmSync(path, { force: true });
  const args = [
    bin,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    `--extra-headers=${JSON.stringify({ Cookie: `lang=${lang}` })}`,
    ...(saveTrace ? ['--save-assets'] : []),
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

/**
 * The page's main-thread tasks after the first contentful paint in a run's own trace, counted in
 * thread (CPU) time: Σ max(0, 4 × task − 50 ms), the blocking time Lighthouse's 4× simulation would
 * give those tasks if the page had a core to itself. Lantern counts wall time; on this 2-core
 * machine a task's wall time ran to 2–5× its thread time (2026-11-30), so TBT moves mostly with the
 * host. Thread time moves less, not never: four runs of the business page en read TBT 248–715 ms
 * and this 4–61 ms. Lighthouse's own tracing runs in those tasks too (its script rundown, the
 * `ScriptCatchup` events, on the page's thread), as it does in TBT.
 */
export function threadBlocking(tracePath) {
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no firstContentfulPaint in ${tracePath}`);
  const tasks = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask')
    .filter((e) => e.ts + e.dur > fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + task.dur;
    blocking += Math.max(0, (4 * (task.tdur ?? task.dur)) / 1000 - 50);
  }
  return blocking;
}
