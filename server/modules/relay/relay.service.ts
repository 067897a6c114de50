import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { listingPath } from '#shared/listings/kinds.ts';
import type { RelayMessageRequest } from '#shared/listings/relay.schema.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import type { Viewer } from '../listings/listings.policy.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import { buildRelayMail } from './relay.mail.ts';
import type { RelayRepository } from './relay.repository.ts';

export interface RelayServiceDeps {
  repo: RelayRepository;
  listings: Pick<ListingsRepository, 'findById'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** RELAY_MESSAGES_PER_HOUR: messages one reader may send in an hour. */
  perHour: number;
  publicUrl: string;
  siteTitle: Record<Lang, string>;
}

const hourMs = 3_600_000;

/**
 * The contact relay (decision 105): a signed-in reader writes to the author of a listed post
 * without either learning the other's address from the site. The author is mailed (queued in the
 * same transaction as the audit row) in their own language, with the reader's address to reply to.
 */
export function createRelayService({
  repo,
  listings,
  jobs,
  perHour,
  publicUrl,
  siteTitle,
}: RelayServiceDeps) {
  return {
    /**
     * Sends a reader's message about a listed post (published, not expired; 404 otherwise, as for a
     * page nobody may list). Not to the reader's own post (403); at most `perHour` in any hour
     * (RATE_LIMITED with the seconds until the oldest of them leaves the window).
     */
    async send(input: {
      id: number;
      cityId: number;
      viewer: NonNullable<Viewer>;
      request: RelayMessageRequest;
    }) {
      const row = await listings.findById(input.id, input.cityId, input.viewer, 'listed');
      if (!row) throw new AppError('LISTING_NOT_FOUND');
      if (row.owner_id === input.viewer.id) throw new AppError('LISTING_CONTACT_OWN');
      await repo.transaction(async (trx) => {
        await repo.lockSender(trx, input.viewer.id);
        const recent = await repo.countLastHour(trx, input.viewer.id);
        if (recent.count >= perHour) {
          const freeAt = (recent.oldest?.getTime() ?? Date.now()) + hourMs;
          throw new AppError('RATE_LIMITED', {
            retryAfter: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)),
          });
        }
        const [sender, author] = await Promise.all([
          repo.person(trx, input.viewer.id),
          repo.person(trx, row.owner_id),
        ]);
        await repo.insert(trx, {
          listingId: row.id,
          senderId: input.viewer.id,
          recipientId: row.owner_id,
          body: input.request.message,
        });
        await jobs.enqueue(
          'mail',
          buildRelayMail({
            to: author.email,
            lang: author.lang,
            site: siteTitle[author.lang],
            title: row.title,
            url: new URL(listingPath(row.kind, row), publicUrl).toString(),
            sender: { name: sender.name, email: sender.email },
            message: input.request.message,
          }),
          { db: trx },
        );
      });
      return { sent: true as const };
    },
  };
}

export type RelayService = ReturnType<typeof createRelayService>;
