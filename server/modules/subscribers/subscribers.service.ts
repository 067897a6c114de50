import { AppError } from '../../../shared/errors.ts';
import type { Lang } from '../../../shared/i18n/format.ts';
import { emailSchema } from '../../../shared/validation.ts';
import type { DB } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import { createSubscribersRepository } from './subscribers.repository.ts';

/**
 * Subscribe attempts one client may make per minute, through the API and the footer's page action
 * together (one bucket, memory or Redis). Ten is plenty for a person and little for a script.
 */
export const subscribeRateRule: RateRule = { name: 'subscribe', max: 10, windowMs: 60_000 };

export function createSubscribersService(db: DB, limiter: RateLimiter) {
  const repo = createSubscribersRepository(db);
  return {
    /**
     * Adds a newsletter subscriber. A repeat subscription is a success for the user (nothing is
     * stored twice, nothing tells a stranger whether an address was already on the list). Every
     * attempt, valid or not, counts against `clientKey` (the client IP); past the limit it throws
     * RATE_LIMITED with `retryAfter` seconds.
     */
    async subscribe(cityId: number, rawEmail: unknown, lang: Lang, clientKey: string): Promise<{ subscribed: true }> {
      const limit = await limiter.hit(subscribeRateRule, clientKey);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
      const parsed = emailSchema.safeParse(rawEmail ?? '');
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'email', code: 'validation.emailInvalid' }]);
      await repo.insertIfNew(cityId, parsed.data, lang);
      return { subscribed: true };
    },
  };
}
export type SubscribersService = ReturnType<typeof createSubscribersService>;
