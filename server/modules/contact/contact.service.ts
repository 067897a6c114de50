import type { ContactMessageRequest } from '#shared/contact.ts';
import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import { buildContactNotice } from './contact.mail.ts';
import { contactRepository } from './contact.repository.ts';
import { settingsRepository } from '../settings/settings.repository.ts';

/** Messages one client may send per minute, through the API and the page form together. */
export const contactRateRule: RateRule = { name: 'contact', max: 5, windowMs: 60_000 };

export interface ContactContext {
  cityId: number;
  lang: Lang;
  /** Who is sending (the client IP): the rate limit's key. */
  clientKey: string;
}

export function createContactService({
  db,
  limiter,
  jobs,
}: {
  db: DB;
  limiter: RateLimiter;
  jobs: Pick<JobQueue, 'enqueue'>;
}) {
  return {
    /**
     * Stores a validated contact message with the language it was written in, and queues a notice
     * to the city's team address (settings e-mail) in the same transaction: the sender gets their
     * answer without waiting for the mail server. Nothing is mailed to the sender, so the form
     * cannot be used to send mail to strangers. Throws RATE_LIMITED (with `retryAfter` seconds)
     * once the client has sent too many this minute.
     */
    async submitMessage(input: ContactMessageRequest, ctx: ContactContext): Promise<{ id: number }> {
      const limit = await limiter.hit(contactRateRule, ctx.clientKey);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
      return db.transaction().execute(async (trx) => {
        const stored = await contactRepository(trx).insert({
          city_id: ctx.cityId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          lang: ctx.lang,
        });
        const team = (await settingsRepository(trx).findByCity(ctx.cityId))?.email;
        if (team) await jobs.enqueue('mail', buildContactNotice(team, input, ctx.lang), { db: trx });
        return stored;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
