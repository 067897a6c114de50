import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter (in-process store)', () => {
  const rule = { name: 'r', max: 3, windowMs: 60_000 };

  it('allows up to max hits per window, then refuses with the seconds left in the window', async () => {
    const limiter = new RateLimiter();
    limiter.now = () => 120_000 + 15_000; // 15 s into a window
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: false, retryAfter: 45 });
    // another subject has its own count
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
  });

  it('starts clean in the next window (no permanent lockout)', async () => {
    const limiter = new RateLimiter();
    let now = 600_000;
    limiter.now = () => now;
    for (let i = 0; i < 5; i++) await limiter.hit(rule, 'a');
    expect((await limiter.hit(rule, 'a')).allowed).toBe(false);
    now += 60_000;
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
  });
});
