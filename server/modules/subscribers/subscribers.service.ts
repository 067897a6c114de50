import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { emailSchema } from '#shared/validation.ts';
import type { DB } from '../../db/database.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import { buildConfirmationMail, buildNewsletterMail, type NewsletterIssue } from './subscribers.mail.ts';
import { subscribersRepository } from './subscribers.repository.ts';

/**
 * Subscribe attempts one client may make per minute, through the API and the footer's page action
 * together (one bucket, memory or Redis). Ten is plenty for a person and little for a script.
 */
export const subscribeRateRule: RateRule = { name: 'subscribe', max: 10, windowMs: 60_000 };

export const newsletterLimits = {
  /** A confirmation link works this long, once. */
  confirmTtlMs: 7 * 86_400_000,
  /** At most one confirmation mail per address in this time, however often it is typed in. */
  resendAfterMs: 6 * 3_600_000,
  /** Subscribers queued per transaction when an issue goes out. */
  issueBatch: 500,
};

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();
/** Links carry 256 random bits, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');
const tokenPattern = /^[\w-]{20,100}$/;

export interface SubscribersDeps {
  db: DB;
  limiter: RateLimiter;
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueMany'>;
  /** The site's public address: links in mail point there. */
  publicUrl: string;
  siteTitle: Record<Lang, string>;
}

export function createSubscribersService({ db, limiter, jobs, publicUrl, siteTitle }: SubscribersDeps) {
  const repo = subscribersRepository(db);
  const link = (path: string, token: string, lang: Lang) =>
    new URL(`${path}?token=${encodeURIComponent(token)}&lang=${lang}`, publicUrl).toString();

  const service = {
    /** The service's clock; tests move it to check the resend window and link expiry. */
    now: () => new Date(),

    /**
     * Double opt-in: mails a confirmation link (in `lang`) and counts the address only once the
     * link is used. The answer is the same whether the address was new, pending, already on the
     * list or throttled, so it tells a stranger nothing; an address gets at most one confirmation
     * mail per `resendAfterMs`, and every attempt, valid or not, counts against `clientKey` (the
     * client IP; past the limit RATE_LIMITED with `retryAfter` seconds).
     */
    async subscribe(
      cityId: number,
      rawEmail: unknown,
      lang: Lang,
      clientKey: string,
    ): Promise<{ subscribed: true }> {
      const limit = await limiter.hit(subscribeRateRule, clientKey);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
      const parsed = emailSchema.safeParse(rawEmail ?? '');
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'email', code: 'validation.emailInvalid' }]);
      const email = parsed.data;
      const now = service.now();
      const token = newToken();
      await repo.transaction(async (trx) => {
        const pending = await repo.requestConfirmation(trx, {
          cityId,
          email,
          lang,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + newsletterLimits.confirmTtlMs),
          now,
          resendAfter: new Date(now.getTime() - newsletterLimits.resendAfterMs),
          unsubscribeToken: newToken(),
        });
        if (!pending) return;
        const url = link('/newsletter/confirm', token, lang);
        await jobs.enqueue('mail', buildConfirmationMail(email, lang, siteTitle[lang], url), { db: trx });
      });
      return { subscribed: true };
    },

    /** Uses a confirmation link: true when it was live (it cannot be used again). */
    async confirm(token: string): Promise<{ confirmed: boolean }> {
      if (!tokenPattern.test(token)) return { confirmed: false };
      const row = await repo.confirm(hashToken(token), service.now());
      return { confirmed: Boolean(row) };
    },

    /** One-click unsubscribe (RFC 8058): true for a known token, also when already unsubscribed. */
    async unsubscribe(token: string): Promise<{ unsubscribed: boolean }> {
      if (!tokenPattern.test(token)) return { unsubscribed: false };
      const row = await repo.unsubscribe(token, service.now());
      return { unsubscribed: Boolean(row) };
    },

    /** Confirmed subscribers of a city (what the admin sees as the list size). */
    countConfirmed: (cityId: number) => repo.countConfirmed(cityId),

    /**
     * Queues one issue to every confirmed subscriber of the city, each in their language with
     * their own unsubscribe link and headers; the worker sends them. Returns how many were queued.
     */
    async sendIssue(cityId: number, issue: NewsletterIssue): Promise<{ queued: number }> {
      let queued = 0;
      let afterId = 0;
      for (;;) {
        const page = await repo.confirmedPage(cityId, afterId, newsletterLimits.issueBatch);
        if (!page.length) return { queued };
        queued += await jobs.enqueueMany(
          'mail',
          page.map((s) =>
            buildNewsletterMail(
              s.email,
              s.lang,
              siteTitle[s.lang],
              issue,
              link('/newsletter/unsubscribe', s.unsubscribe_token, s.lang),
            ),
          ),
        );
        afterId = page[page.length - 1].id;
      }
    },
  };
  return service;
}
export type SubscribersService = ReturnType<typeof createSubscribersService>;
