import type { ContactMessageRequest } from '../../../shared/contact.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Lang } from '../../../shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import { insertContactMessage } from './contact.repository.ts';

/** Messages one client may send per minute, through the API and the page form together. */
export const contactRateRule: RateRule = { name: 'contact', max: 5, windowMs: 60_000 };

export interface ContactContext {
  cityId: number;
  lang: Lang;
  /** Who is sending (the client IP): the rate limit's key. */
  clientKey: string;
}

export function createContactService(db: DB, limiter: RateLimiter) {
  return {
    /**
     * Stores a validated contact message with the language it was written in. Throws
     * RATE_LIMITED (with `retryAfter` seconds) once the client has sent too many this minute.
     */
    async submitMessage(input: ContactMessageRequest, ctx: ContactContext): Promise<{ id: number }> {
      const limit = await limiter.hit(contactRateRule, ctx.clientKey);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
      return insertContactMessage(db, {
        city_id: ctx.cityId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        lang: ctx.lang,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
