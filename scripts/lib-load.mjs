// Fixed-rate (open-loop) load for the measuring scripts (bench-mixed, bench-listings): each request
// is sent at its scheduled time whether or not earlier ones have answered, and its latency counts
// from that scheduled time, so a stalled server cannot hide its stall by slowing the sender (no
// coordinated omission). Loopback only.
import { Agent, request } from 'node:http';
import { percentile } from './lib-server.mjs';

/** A keep-alive client for the server on `port`: get(path, headers) resolves with the status (0: network error). */
export function loadClient(port) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  return {
    get(path, headers = {}) {
      return new Promise((resolve) => {
        const req = request(
          { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
          (res) => {
            res.on('data', () => {});
            res.on('end', () => resolve(res.statusCode));
            res.on('error', () => resolve(0));
          },
        );
        req.setTimeout(10_000, () => req.destroy());
        req.on('error', () => resolve(0));
        req.end();
      });
    },
    destroy: () => agent.destroy(),
  };
}

/**
 * Offers `rate` requests per second for `seconds`: request i is due at start + i/rate and is sent
 * as soon as the timer lets us. `targets` are [kind, path, headers]; a small fixed PRNG picks them,
 * so every run offers the same sequence. record(kind, status, ms) gets every answer.
 */
export async function openLoop(client, targets, rate, seconds, record) {
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending = [];
  let next = 0;
  let seed = 12345;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return targets[seed % targets.length];
  };
  while (next < total) {
    const now = performance.now();
    while (next < total && start + (next * 1000) / rate <= now) {
      const due = start + (next * 1000) / rate;
      const [kind, path, headers] = pick();
      pending.push(client.get(path, headers).then((status) => record(kind, status, performance.now() - due)));
      next++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
}

/** Probes /healthz every `everyMs` until stopped, latency from each scheduled probe. */
export function probeHealth(client, everyMs) {
  const latencies = [];
  let errors = 0;
  let stopped = false;
  const start = performance.now();
  const done = (async () => {
    const inflight = [];
    for (let i = 0; !stopped; i++) {
      const due = start + i * everyMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inflight.push(
        client.get('/healthz').then((status) => {
          if (status !== 200) errors++;
          latencies.push(performance.now() - due);
        }),
      );
    }
    await Promise.all(inflight);
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { latencies, errors };
    },
  };
}

/** Records answers by kind: latencies and errors (status 0, 4xx, 5xx). */
export function loadRecorder() {
  const all = [];
  const byKind = new Map();
  const errorsByKind = new Map();
  let errors = 0;
  return {
    all,
    byKind,
    errorsByKind,
    get errors() {
      return errors;
    },
    record(kind, status, ms) {
      const failed = status < 200 || status >= 400;
      if (failed) {
        errors++;
        errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
      }
      all.push(ms);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(ms);
    },
  };
}

export const formatLatencies = (xs) =>
  xs.length
    ? `p50 ${percentile(xs, 50).toFixed(1)}  p90 ${percentile(xs, 90).toFixed(1)}  p95 ${percentile(xs, 95).toFixed(1)}  p99 ${percentile(xs, 99).toFixed(1)}  max ${Math.max(...xs).toFixed(1)} ms`
    : 'no answers';
