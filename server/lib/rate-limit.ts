import { Redis } from 'ioredis';

/** One throttling rule: at most `max` hits per `windowMs` for one key. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

export interface RateResult {
  allowed: boolean;
  /** Seconds until the window that refused this hit ends (0 when allowed). */
  retryAfter: number;
}

/** Counts hits in fixed windows; the window index comes from the limiter's clock, so tests can move time. */
export interface RateStore {
  incr(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

export class MemoryRateStore implements RateStore {
  private readonly counts = new Map<string, { n: number; expires: number }>();
  constructor(private readonly now: () => number) {}

  async incr(key: string, ttlMs: number) {
    const now = this.now();
    const entry = this.counts.get(key);
    if (entry && entry.expires > now) {
      entry.n++;
      return entry.n;
    }
    if (this.counts.size > 50_000) this.sweep(now);
    this.counts.set(key, { n: 1, expires: now + ttlMs });
    return 1;
  }

  private sweep(now: number) {
    for (const [k, v] of this.counts) if (v.expires <= now) this.counts.delete(k);
  }

  async close() {
    this.counts.clear();
  }
}

/** Shared counters for several app nodes: INCR + PEXPIRE on a key per window. */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'jaliya:rl:',
  ) {}

  /** While Redis is unreachable, this node counts on its own rather than failing logins with a 5xx. */
  private readonly fallback = new MemoryRateStore(() => Date.now());

  async incr(key: string, ttlMs: number) {
    const full = this.prefix + key;
    try {
      const [[error, n]] = (await this.redis.multi().incr(full).pexpire(full, ttlMs).exec()) as [
        [Error | null, number],
        unknown,
      ];
      if (error) throw error;
      return n;
    } catch {
      return this.fallback.incr(key, ttlMs);
    }
  }

  async close() {
    await this.redis.quit().catch(() => {});
  }
}

/**
 * Fixed-window throttling shared by every entry point (REST API and page actions), keyed by rule,
 * subject (an IP or an account) and the window number. No permanent lockout: a new window starts clean.
 */
export class RateLimiter {
  /** The clock; tests replace it to step past a window. */
  now: () => number = () => Date.now();
  readonly store: RateStore;

  constructor(store?: RateStore) {
    this.store = store ?? new MemoryRateStore(() => this.now());
  }

  async hit(rule: RateRule, subject: string): Promise<RateResult> {
    const now = this.now();
    const window = Math.floor(now / rule.windowMs);
    const n = await this.store.incr(`${rule.name}:${subject}:${window}`, rule.windowMs + 1000);
    if (n <= rule.max) return { allowed: true, retryAfter: 0 };
    const windowEnd = (window + 1) * rule.windowMs;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }
}

/**
 * The app's one limiter, shared by every module that throttles (accounts, contact, subscribers,
 * photos, moderation reports): in-process, or in Redis when `redisUrl` is set so several nodes count
 * together. Redis reconnects by itself; meanwhile RedisRateStore counts in memory.
 */
export function createRateLimiter(redisUrl?: string): RateLimiter {
  if (!redisUrl) return new RateLimiter();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) console.warn(`[jaliya] redis unavailable for rate limits: ${error.message}`);
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return new RateLimiter(new RedisRateStore(redis));
}
