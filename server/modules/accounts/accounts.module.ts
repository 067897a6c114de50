import { Redis } from 'ioredis';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { RateLimiter, RedisRateStore } from '../../lib/rate-limit.ts';
import type { JobLog, JobQueue } from '../jobs/jobs.queue.ts';
import { accountsRepository } from './accounts.repository.ts';
import { createAccountsService } from './accounts.service.ts';

/**
 * The accounts service with its shared parts: one rate limiter (in-process, or
 * Redis when REDIS_URL is set so several nodes count together). Mail goes through the app's job queue.
 */
export function createAccountServices(deps: { db: DB; config: AppConfig; jobs: JobQueue; log: JobLog }) {
  let limiter = new RateLimiter();
  if (deps.config.REDIS_URL) {
    const redis = new Redis(deps.config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // reconnects by itself; meanwhile RedisRateStore counts in memory (see rate-limit.ts)
    let warned = false;
    redis.on('error', (error: Error) => {
      if (!warned) console.warn(`[jaliya] redis unavailable for rate limits: ${error.message}`);
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    limiter = new RateLimiter(new RedisRateStore(redis));
  }
  return {
    rateLimiter: limiter,
    accounts: createAccountsService({
      repo: accountsRepository(deps.db),
      jobs: deps.jobs,
      limiter,
      log: deps.log,
    }),
  };
}
