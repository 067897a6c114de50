import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../lib/mailer.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { codeIn, startTestSmtp } from '../../test/smtp.ts';
import { mailJob } from './mail.job.ts';
import { createJobQueue } from './jobs.queue.ts';

/** These queues run mail only; a photo clean-up reaching them would be a mistake of the test. */
const noPhotoCleanup = async () => {
  throw new Error('no photo clean-up expected in the job queue tests');
};
import { startJobWorker } from './jobs.worker.ts';

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;
let ctx: TestContext;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
  // whatever earlier test files left in the shared queue goes first, so counts here are this file's
  await ctx.app.services.jobs.drain();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const silent = { info() {}, warn() {}, error() {} };
const uniqueEmail = () => `j${randomBytes(5).toString('hex')}@example.com`;
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const registerBody = (email: string) => ({
  name: 'Queue Tester',
  email,
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
  gender: 'female',
  terms: true,
});
const jobsTo = (email: string) =>
  ctx.db.selectFrom('jobs').selectAll().where(sql<string>`payload->>'to'`, '=', email).execute();

/** A port where nothing listens: the SMTP server is down. */
async function downSmtpUrl() {
  const probe = await startTestSmtp();
  const url = probe.url;
  await probe.close();
  return { url, port: Number(new URL(url).port) };
}

describe('mail through the job queue', () => {
  it('answers register and contact quickly while SMTP is down; the mail arrives once SMTP is back', async () => {
    const down = await downSmtpUrl();
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig(
        { NODE_ENV: 'test', LOG_LEVEL: 'info' },
        { SMTP_URL: down.url, API_CACHE_TTL_MS: 0 },
      ),
      db: ctx.db,
      webBuildDir: '/nonexistent',
      logStream: { write: (l: string) => void lines.push(l) },
    });
    let back: Smtp | undefined;
    try {
      const email = uniqueEmail();
      const started = Date.now();
      const reg = await app.inject({
        method: 'POST',
        url: api('register'),
        payload: registerBody(email),
        remoteAddress: freshIp(),
      });
      const contact = await app.inject({
        method: 'POST',
        url: api('contact'),
        payload: { name: 'Sami', email, subject: 'Queue', message: 'Hello from the queue test' },
        remoteAddress: freshIp(),
      });
      expect(reg.statusCode, reg.body).toBe(201);
      expect(contact.statusCode, contact.body).toBe(201);
      // argon2 hashing is most of this; no SMTP round trip is waited for
      expect(Date.now() - started).toBeLessThan(3000);

      const [verify] = await jobsTo(email);
      expect(verify).toMatchObject({ kind: 'mail', state: 'queued', attempts: 0 });
      const notices = await ctx.db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where(sql<string>`payload->>'replyTo'`, '=', email)
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0].payload).toMatchObject({ to: 'hello@jaliya.app', replyTo: email });

      const now = new Date();
      const first = await app.services.jobs.runDue({ now, limit: 50 });
      expect(first.retried).toBeGreaterThanOrEqual(2);
      const failed = await app.services.jobs.find(verify.id);
      if (!failed) throw new Error('the failed job is gone');
      expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      // first retry after 15–30 s (base 30 s, equal jitter)
      const wait = (failed.run_at as Date).getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(mailJob.backoff.baseMs / 2);
      expect(wait).toBeLessThanOrEqual(mailJob.backoff.baseMs);
      // not due yet: nothing is tried again before its time
      expect((await app.services.jobs.runDue({ now: new Date(now.getTime() + 1000) })).claimed).toBe(0);

      // the failure was logged with the job id, never the code
      const code = /code (\d{6})/.exec(String((verify.payload as { devHint?: string }).devHint))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'job failed, will retry');
      expect(logged).toEqual(
        expect.arrayContaining([expect.objectContaining({ jobId: verify.id, kind: 'mail', attempt: 1 })]),
      );
      expect(lines.join('\n')).not.toMatch(new RegExp(`(^|[^\\d])${code}([^\\d]|$)`));

      back = await startTestSmtp({ port: down.port });
      const later = await app.services.jobs.drain({ now: new Date(now.getTime() + mailJob.backoff.baseMs) });
      expect(later.done).toBeGreaterThanOrEqual(2);
      expect(codeIn(back.last(email))).toBe(code);
      expect(back.to('hello@jaliya.app').map((m) => m.text)).toEqual([
        expect.stringContaining('Hello from the queue test'),
      ]);
      expect(await jobsTo(email)).toEqual([]);
    } finally {
      await app.close();
      await back?.close();
    }
  });

  it('answers register and contact at once while the SMTP server accepts connections but never answers', async () => {
    // a black hole: the connection opens, no greeting ever comes (the old in-request send waited here)
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const hole = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    const port = (hole.address() as import('node:net').AddressInfo).port;
    const slow = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    try {
      const email = uniqueEmail();
      const started = Date.now();
      const reg = await slow.app.inject({
        method: 'POST',
        url: api('register'),
        payload: registerBody(email),
        remoteAddress: freshIp(),
      });
      const contact = await slow.app.inject({
        method: 'POST',
        url: api('contact', 'ar'),
        payload: { name: 'سارة', email, message: 'مرحباً' },
        remoteAddress: freshIp(),
      });
      expect(reg.statusCode, reg.body).toBe(201);
      expect(contact.statusCode, contact.body).toBe(201);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(sockets).toHaveLength(0);
      // the mails wait in the queue for a worker
      expect((await jobsTo(email)).map((j) => j.state)).toEqual(['queued']);
    } finally {
      await slow.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hole.close(resolve));
    }
    await ctx.app.services.jobs.drain();
  });

  it('a mail that keeps failing ends dead after its max attempts, kept without its secrets', async () => {
    const lines: string[] = [];
    const log = { ...silent, error: (o: object, msg: string) => lines.push(JSON.stringify({ ...o, msg })) };
    const queue = createJobQueue({
      db: ctx.db,
      context: { mailer: failingMailer(), deleteUnusedPhoto: noPhotoCleanup },
      log,
    });
    const email = uniqueEmail();
    const id = await queue.enqueue('mail', {
      to: email,
      subject: 'S',
      text: 'code 123456',
      html: '<p>123456</p>',
    });
    let now = new Date();
    for (let i = 1; i <= mailJob.maxAttempts; i++) {
      const r = await queue.runDue({ now, limit: 50 });
      expect(r.claimed, `try ${i}`).toBeGreaterThanOrEqual(1);
      now = new Date(now.getTime() + mailJob.backoff.capMs + 1);
    }
    const dead = await queue.find(id);
    expect(dead).toMatchObject({ state: 'dead', attempts: mailJob.maxAttempts, last_error: 'smtp down' });
    expect(dead?.payload).toEqual({ to: email, subject: 'S' });
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ jobId: id, msg: 'job dead', attempt: mailJob.maxAttempts }),
    );
    // a dead job is never run again (other files' jobs, due by then, may run: this one stays as it was)
    await queue.runDue({ now: new Date(now.getTime() + 86_400_000), limit: 50 });
    expect(await queue.find(id)).toMatchObject({ state: 'dead', attempts: mailJob.maxAttempts });
  });

  it('two workers never send the same job twice', async () => {
    const sent: string[] = [];
    const slowMailer = {
      async send(m: MailMessage) {
        await new Promise((r) => setImmediate(r));
        sent.push(m.to);
      },
    };
    const one = createJobQueue({
      db: ctx.db,
      context: { mailer: slowMailer, deleteUnusedPhoto: noPhotoCleanup },
      log: silent,
    });
    const two = createJobQueue({
      db: ctx.db,
      context: { mailer: slowMailer, deleteUnusedPhoto: noPhotoCleanup },
      log: silent,
    });
    const addresses = Array.from({ length: 40 }, uniqueEmail);
    await one.enqueueMany(
      'mail',
      addresses.map((to) => ({ to, subject: 'x', text: 'x', html: 'x' })),
    );
    const runBoth = async (queue: typeof one) => {
      let claimed = 0;
      for (;;) {
        const r = await queue.runDue({ limit: 3 });
        if (!r.claimed) return claimed;
        claimed += r.claimed;
      }
    };
    const [a, b] = await Promise.all([runBoth(one), runBoth(two), runBoth(one), runBoth(two)]);
    const mine = sent.filter((to) => addresses.includes(to));
    expect(mine.sort()).toEqual([...addresses].sort());
    expect(a + b).toBeGreaterThan(0);
  });

  it('takes back a job whose worker died, once its lease has run out', async () => {
    const never = { send: () => new Promise<void>(() => {}) };
    const sent: string[] = [];
    const crashed = createJobQueue({
      db: ctx.db,
      context: { mailer: never, deleteUnusedPhoto: noPhotoCleanup },
      log: silent,
      leaseMs: 60_000,
    });
    const healthy = createJobQueue({
      db: ctx.db,
      context: { mailer: { send: async (m) => void sent.push(m.to) }, deleteUnusedPhoto: noPhotoCleanup },
      log: silent,
      leaseMs: 60_000,
    });
    const to = uniqueEmail();
    const now = new Date();
    const id = await crashed.enqueue('mail', { to, subject: 's', text: 't', html: 'h' }, { runAt: now });
    // the first worker claims it and hangs (as if it died mid-send)
    void crashed.runDue({ now, limit: 50 });
    await vi.waitFor(async () => expect((await crashed.find(id))?.state).toBe('running'));
    expect((await healthy.runDue({ now: new Date(now.getTime() + 59_000), limit: 50 })).claimed).toBe(0);
    await healthy.drain({ now: new Date(now.getTime() + 61_000) });
    expect(sent).toContain(to);
    expect(await crashed.find(id)).toBeUndefined();
  });

  it('the worker started by the server sends queued mail by itself and stops cleanly', async () => {
    const polled = uniqueEmail();
    await ctx.app.services.jobs.enqueue('mail', { to: polled, subject: 'Poll', text: 'hi', html: 'hi' });
    const worker = startJobWorker(ctx.app.services.jobs, { intervalMs: 20, log: silent });
    try {
      await vi.waitFor(() => expect(smtp.to(polled)).toHaveLength(1), { timeout: 5000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });

  it('wakes up when this process queues a job, without waiting for the next poll', async () => {
    const worker = startJobWorker(ctx.app.services.jobs, { intervalMs: 600_000, log: silent });
    try {
      const email = uniqueEmail();
      const res = await ctx.app.inject({
        method: 'POST',
        url: api('register'),
        payload: registerBody(email),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
      await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 5000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });
});

function failingMailer() {
  return {
    async send(): Promise<void> {
      throw new Error('smtp down');
    },
  };
}
