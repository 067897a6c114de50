import { describe, expect, it } from 'vitest';
import { backoffDelay } from './jobs.queue.ts';

describe('backoffDelay', () => {
  const backoff = { baseMs: 1000, capMs: 60_000 };
  it('doubles each try between half and all of the step, and stops growing at the cap', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, backoff, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, backoff, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(30, backoff, () => 1)).toBe(60_000);
    expect(backoffDelay(30, backoff, () => 0)).toBe(30_000);
  });
  it('spreads jobs that failed together (jitter)', () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(5, backoff)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
