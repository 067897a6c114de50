// Login throughput (argon2id cost) and browse latency while logins are hammered. Loopback only,
// bounded in count and time. Needs a running server started with TRUST_PROXY=true so each request
// can carry its own X-Forwarded-For (otherwise the per-IP login throttle answers 429 within seconds):
//
//   OUT_DIR=.out/c node scripts/ensure-build.mjs
//   TRUST_PROXY=true NODE_ENV=production LOG_LEVEL=warn PORT=3550 DATABASE_URL=… node .out/c/dist/main.js
//   BASE=http://127.0.0.1:3550 node scripts/bench-login.mjs
//
// Env: BASE, RUNS (3), SECONDS (8), CONCURRENCY (4), BROWSE_PATH (/api/v1/en/9/general-setting).
import { randomBytes } from 'node:crypto';

const base = process.env.BASE ?? 'http://127.0.0.1:3550';
const runs = Math.min(Number(process.env.RUNS ?? 3), 10);
const seconds = Math.min(Number(process.env.SECONDS ?? 8), 60);
const concurrency = Math.min(Number(process.env.CONCURRENCY ?? 4), 32);
const browsePath = process.env.BROWSE_PATH ?? '/api/v1/en/9/general-setting';
const password = 'bench password 2024';
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('loopback only');

const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] : Number.NaN;
};

async function post(path, body) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

// Each account takes at most 9 logins per 10-minute window (the per-account throttle allows 10).
const perAccount = 9;
const accountsNeeded = Math.min(2000, Math.ceil((runs * seconds * 120) / perAccount));
console.log(`registering ${accountsNeeded} bench accounts…`);
const accounts = [];
for (let i = 0; i < accountsNeeded; i += 8) {
  const batch = Array.from(
    { length: Math.min(8, accountsNeeded - i) },
    () => `bench-${randomBytes(6).toString('hex')}@example.com`,
  );
  const statuses = await Promise.all(
    batch.map((email) =>
      post('/api/v1/en/9/register', {
        name: 'Bench',
        email,
        password,
        password_confirmation: password,
        gender: 'male',
        terms: true,
      }),
    ),
  );
  for (const [k, email] of batch.entries()) if (statuses[k] === 201) accounts.push({ email, used: 0 });
}
if (!accounts.length)
  throw new Error('could not register bench accounts (is the server up, with TRUST_PROXY=true?)');
let cursor = 0;
function nextAccount() {
  for (let tries = 0; tries < accounts.length; tries++) {
    const a = accounts[cursor++ % accounts.length];
    if (a.used < perAccount) {
      a.used++;
      return a;
    }
  }
  return null;
}

async function browseLoop(until, samples) {
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(base + browsePath, { headers: { 'x-forwarded-for': ip() } });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function loginLoop(until, counts) {
  while (Date.now() < until) {
    const account = nextAccount();
    if (!account) return;
    const status = await post('/api/v1/en/9/login', { email: account.email, password });
    if (status === 200) counts.ok++;
    else counts.other++;
  }
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const idle = [];
  await browseLoop(Date.now() + 2000, idle);
  const busy = [];
  const counts = { ok: 0, other: 0 };
  const start = Date.now();
  const until = start + seconds * 1000;
  await Promise.all([
    browseLoop(until, busy),
    ...Array.from({ length: concurrency }, () => loginLoop(until, counts)),
  ]);
  const elapsed = (Date.now() - start) / 1000;
  const row = {
    run,
    loginsPerSecond: counts.ok / elapsed,
    nonOk: counts.other,
    browseIdleMedianMs: median(idle),
    browseBusyMedianMs: median(busy),
    browseBusyP95Ms: pct(busy, 95),
  };
  results.push(row);
  console.log(
    `run ${run}: ${row.loginsPerSecond.toFixed(1)} logins/s (${counts.ok} ok, ${counts.other} other) · browse median idle ${row.browseIdleMedianMs.toFixed(1)} ms, under load ${row.browseBusyMedianMs.toFixed(1)} ms (p95 ${row.browseBusyP95Ms.toFixed(1)} ms)`,
  );
}
console.log(
  `median of ${runs} runs, ${concurrency} concurrent login loops for ${seconds} s: ${median(results.map((r) => r.loginsPerSecond)).toFixed(1)} logins/s; ` +
    `browse ${browsePath} median ${median(results.map((r) => r.browseIdleMedianMs)).toFixed(1)} ms idle → ${median(results.map((r) => r.browseBusyMedianMs)).toFixed(1)} ms under login load ` +
    `(p95 ${median(results.map((r) => r.browseBusyP95Ms)).toFixed(1)} ms)`,
);
