import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { createDatabase, type DB } from './db/database.ts';
import { projectRoot } from './lib/project-root.ts';
import type { JobContext } from './modules/jobs/job-types.ts';
import { createJobQueue } from './modules/jobs/jobs.queue.ts';

/**
 * npm run worker: the job workers alone, as their own process on DATABASE_URL. A mail queued by
 * another process (this test) is sent (written as .eml without SMTP), and SIGTERM stops it cleanly.
 */
let db: DB;
let mailDir: string;
let worker: ChildProcess | undefined;
let output = '';

beforeAll(() => {
  // the worker runs from the server bundle, as `npm run worker` runs it (built when stale)
  execFileSync(process.execPath, [join(projectRoot(), 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' });
  db = createDatabase(inject('databaseUrl'), 2).db;
  mailDir = mkdtempSync(join(tmpdir(), 'jaliya-worker-mail-'));
}, 300_000);
afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  await db.destroy();
  rmSync(mailDir, { recursive: true, force: true });
}, 300_000);

it('sends a queued mail without the web server and stops on SIGTERM', async () => {
  const subject = `Worker smoke ${Date.now()}`;
  // queued the way a web process queues it; this process runs no worker
  const queue = createJobQueue({ db, context: {} as JobContext, log: { info() {}, warn() {}, error() {} } });
  const jobId = await queue.enqueue('mail', {
    to: 'someone@example.com',
    subject,
    text: 'Hello from the queue',
    html: '<p>Hello from the queue</p>',
  });

  worker = spawn(process.execPath, [join(projectRoot(), process.env.OUT_DIR ?? '.', 'dist/worker.js')], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      MAIL_DIR: mailDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk) => (output += chunk));
  worker.stderr?.on('data', (chunk) => (output += chunk));

  await vi.waitFor(
    () => {
      if (worker?.exitCode !== null) throw new Error(`worker exited: ${output}`);
      const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      expect(files.some((f) => readFileSync(join(mailDir, f), 'utf8').includes(subject))).toBe(true);
    },
    { timeout: 30_000, interval: 100 },
  );
  // done jobs are deleted (decision 040)
  await vi.waitFor(
    async () => {
      const row = await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
      expect(row).toBeUndefined();
    },
    { timeout: 5_000, interval: 100 },
  );

  const exited = new Promise<number | null>((resolve) => worker?.once('exit', (code) => resolve(code)));
  worker.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('processing jobs');
  expect(output).toContain('SIGTERM: finishing the jobs in hand');
  expect(output).toContain('stopped');
}, 60_000);
