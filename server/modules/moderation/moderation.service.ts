import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { lifetimeDaysOf } from '#shared/listings/definition.ts';
import { listingKindDefinition, listingPath } from '#shared/listings/kinds.ts';
import { type ListingAction, nextStatus } from '#shared/listings/lifecycle.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import { moderationLimits, type QueueReason, type ReportReason } from '#shared/moderation.ts';
import { rejectionSentence } from '#shared/rejection.ts';
import type { ModerationReview, RejectRequest, ReportRequest } from '#shared/moderation.schema.ts';
import type { PhotoView } from '#shared/photos.ts';
import { translator } from '../../lib/i18n.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import { canModerate, type Viewer } from '../listings/listings.policy.ts';
import { presentListing } from '../listings/listings.presenter.ts';
import type { ListingRow, ListingsRepository } from '../listings/listings.repository.ts';
import type { StoredPhoto } from '../photos/photos.service.ts';
import { editDiff } from './edit-diff.ts';
import { buildApprovedMail, buildRejectedMail } from './moderation.mail.ts';
import type { ModerationRepository } from './moderation.repository.ts';

export interface ModerationServiceDeps {
  repo: ModerationRepository;
  listings: ListingsRepository;
  jobs: Pick<JobQueue, 'enqueue'>;
  limiter: Pick<RateLimiter, 'hit'>;
  presentPhoto: (photo: StoredPhoto) => PhotoView;
  /** LISTING_TTL_DAYS: an approved post's life, for the kinds that expire. */
  ttlDays: number;
  /** TRUST_AFTER_APPROVALS: approved posts after which an author is trusted. */
  trustAfterApprovals: number;
  publicUrl: string;
  siteTitle: Record<Lang, string>;
}

type Moderator = NonNullable<Viewer>;

/** One post in the moderation console, with everything a moderator decides on (the API's `review`). */
export interface ModerationItem extends ModerationReview {
  listing: ListingView;
}

const reportRule = { name: 'listing-report', max: moderationLimits.reportsPerHour, windowMs: 3_600_000 };
/** The console shows the last few actions on a post. */
const auditShown = 10;

/**
 * Moderation of every listing kind: readers' reports (three distinct readers hide a post), the
 * moderators' decisions (approve, reject with a reason, restore a reported post, trust an author),
 * each written with its audit row and the author's mail (queued in the same transaction: sent by
 * the worker, retried, never lost and never sent for a decision that rolled back).
 */
export function createModerationService(deps: ModerationServiceDeps) {
  const { repo, listings } = deps;
  const present = (row: ListingRow, viewer: Viewer) => presentListing(row, viewer, deps.presentPhoto);

  function requireModerator(viewer: Viewer): asserts viewer is Moderator {
    if (!canModerate(viewer)) throw new AppError('FORBIDDEN');
  }

  async function requireForModeration(id: number, cityId: number, viewer: Moderator) {
    const row = await listings.findById(id, cityId, viewer, 'moderation');
    if (!row) throw new AppError('LISTING_NOT_FOUND');
    return row;
  }

  function decide(row: ListingRow, action: ListingAction, reported = false): ListingStatus {
    const to = nextStatus(row.status as ListingStatus, action, {
      trusted: false,
      endStatus: listingKindDefinition(row.kind).endStatus,
      reported,
    });
    if (!to) throw new AppError('LISTING_STATUS_CONFLICT');
    return to;
  }

  async function reread(id: number, cityId: number, viewer: Moderator) {
    return present(await requireForModeration(id, cityId, viewer), viewer);
  }

  /** A report-hidden post published again as it was, or a reported one whose reports are dismissed. */
  /** A moderator's decision inside its transaction: the status moves (or someone was faster) and is audited. */
  async function moveAndAudit(
    trx: Parameters<Parameters<typeof repo.transaction>[0]>[0],
    d: {
      row: ListingRow;
      to: ListingStatus;
      viewer: Moderator;
      action: 'approve' | 'reject';
      /** The audit's words: the reason as the author was told it. */
      reason?: string;
      /** What the post keeps for its author's pages: the common reason's code and the moderator's words. */
      rejection?: { code: string | undefined; note: string | undefined };
    },
  ) {
    const { row, to, viewer, action, reason, rejection } = d;
    const moved = await listings.moveStatus(
      {
        id: row.id,
        from: row.status as ListingStatus,
        to,
        lifetimeDays: lifetimeDaysOf(listingKindDefinition(row.kind), deps.ttlDays),
        rejectionReason: rejection?.note,
        rejectionCode: rejection?.code,
      },
      trx,
    );
    if (!moved) throw new AppError('LISTING_STATUS_CONFLICT');
    await repo.audit(trx, { listingId: row.id, authorId: row.owner_id, actorId: viewer.id, action, reason });
  }

  async function restore(row: ListingRow, viewer: Moderator) {
    await repo.transaction(async (trx) => {
      await repo.lockListing(trx, row.id);
      const reports = await repo.countReporters(row.id, trx);
      const unhidden = row.hidden_at ? await repo.unhide(trx, row.id) : false;
      if (!unhidden && !(row.status === 'published' && reports > 0))
        throw new AppError('LISTING_STATUS_CONFLICT');
      await repo.clearReports(trx, row.id);
      await repo.audit(trx, {
        listingId: row.id,
        authorId: row.owner_id,
        actorId: viewer.id,
        action: 'restore',
      });
    });
  }

  return {
    /**
     * A reader reports a post they can see (not their own): one report per reader and post, a
     * repeat updates it (`created: false`). The third distinct reader of a live post hides it.
     */
    async report(input: { id: number; cityId: number; viewer: Moderator; request: ReportRequest }) {
      const limit = await deps.limiter.hit(reportRule, String(input.viewer.id));
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
      const row = await listings.findById(input.id, input.cityId, input.viewer, 'page');
      if (!row) throw new AppError('LISTING_NOT_FOUND');
      if (row.owner_id === input.viewer.id) throw new AppError('LISTING_REPORT_OWN');
      return repo.transaction(async (trx) => {
        await repo.lockListing(trx, row.id);
        const created = await repo.upsertReport(trx, {
          listingId: row.id,
          reporterId: input.viewer.id,
          reason: input.request.reason,
          note: input.request.note,
        });
        const reporters = await repo.countReporters(row.id, trx);
        if (reporters >= moderationLimits.reportsToHide && (await repo.hideForReports(trx, row.id)))
          await repo.audit(trx, {
            listingId: row.id,
            authorId: row.owner_id,
            actorId: null,
            action: 'report-hide',
            reason: String(reporters),
          });
        return { created };
      });
    },

    /** The console's queue, oldest first, each post with its author, reports, edit diff and trail. */
    async queue(input: { cityId: number; viewer: Viewer }): Promise<ModerationItem[]> {
      requireModerator(input.viewer);
      const rows = await listings.listForReview({
        cityId: input.cityId,
        viewer: input.viewer,
        limit: moderationLimits.queueShown,
      });
      const ids = rows.map((r) => r.id);
      const [reports, audit, authors] = await Promise.all([
        repo.reportsOf(ids),
        repo.auditOf(ids),
        repo.authors([...new Set(rows.map((r) => r.owner_id))]),
      ]);
      const viewer = input.viewer;
      return rows.map((row) => {
        const author = authors.find((a) => a.id === row.owner_id);
        const diff = editDiff(row.published_snapshot as ListingRow['published_snapshot'], {
          title: row.title,
          description: row.description,
          price: row.price,
          attributes: row.attributes,
          photo_ids: row.photos.map((p) => p.id),
        });
        const reason: QueueReason = row.hidden_at
          ? 'hidden'
          : row.status === 'published'
            ? 'reported'
            : row.published_snapshot
              ? 'edit'
              : 'new';
        return {
          listing: present(row, viewer),
          reason,
          author: {
            id: row.owner_id,
            name: author?.name ?? '',
            trusted: Boolean(author?.trusted_at),
            approved: Number(author?.approved ?? 0),
            rejected: Number(author?.rejected ?? 0),
          },
          reports: reports
            .filter((r) => r.listing_id === row.id)
            .map((r) => ({
              reason: r.reason as ReportReason,
              note: r.note,
              reporter: r.reporter_name,
              at: new Date(r.updated_at).toISOString(),
            })),
          diff,
          audit: audit
            .filter((a) => a.listing_id === row.id)
            .slice(0, auditShown)
            .map((a) => ({
              action: a.action,
              actor: a.actor_name,
              reason: a.reason,
              at: new Date(a.created_at).toISOString(),
            })),
        };
      });
    },

    /** How many posts wait (the header's badge); 0 for anyone who is not a moderator. */
    async count(input: { cityId: number; viewer: Viewer }) {
      if (!canModerate(input.viewer)) return 0;
      return listings.countForReview(input);
    },

    /**
     * Publishes a pending post, mails its author, and trusts the author once TRUST_AFTER_APPROVALS of
     * their posts were approved. A report-hidden post is restored instead (published as it was).
     */
    async approve(input: { id: number; cityId: number; viewer: Viewer }) {
      requireModerator(input.viewer);
      const viewer = input.viewer;
      const row = await requireForModeration(input.id, input.cityId, viewer);
      if (row.hidden_at) {
        await restore(row, viewer);
        return reread(row.id, input.cityId, viewer);
      }
      const to = decide(row, 'approve');
      await repo.transaction(async (trx) => {
        await moveAndAudit(trx, { row, to, viewer, action: 'approve' });
        const author = await repo.author(trx, row.owner_id);
        await deps.jobs.enqueue(
          'mail',
          buildApprovedMail({
            to: author.email,
            lang: author.lang,
            site: deps.siteTitle[author.lang],
            title: row.title,
            url: new URL(listingPath(row.kind, row), deps.publicUrl).toString(),
          }),
          { db: trx },
        );
        if (
          !author.trusted_at &&
          (await repo.countApprovals(trx, row.owner_id)) >= deps.trustAfterApprovals
        ) {
          await repo.setTrusted(trx, row.owner_id, true);
          await repo.audit(trx, {
            listingId: row.id,
            authorId: row.owner_id,
            actorId: null,
            action: 'trust',
            reason: String(deps.trustAfterApprovals),
          });
        }
      });
      return reread(row.id, input.cityId, viewer);
    },

    /**
     * Refuses a pending post (or takes down a reported published one) with a reason the author
     * reads in their own language, by mail and on their posts page.
     */
    async reject(input: { id: number; cityId: number; viewer: Viewer; request: RejectRequest }) {
      requireModerator(input.viewer);
      const viewer = input.viewer;
      const row = await requireForModeration(input.id, input.cityId, viewer);
      const reported = row.status === 'published' && (await repo.countReporters(row.id)) > 0;
      const to = decide(row, 'reject', reported);
      await repo.transaction(async (trx) => {
        const author = await repo.author(trx, row.owner_id);
        const { reason_code, reason: note } = input.request;
        const code = reason_code && reason_code !== 'other' ? reason_code : undefined;
        const reason = rejectionSentence(translator(author.lang), code, note);
        await moveAndAudit(trx, {
          row,
          to,
          viewer,
          action: 'reject',
          reason,
          rejection: { code, note: note || undefined },
        });
        await deps.jobs.enqueue(
          'mail',
          buildRejectedMail({
            to: author.email,
            lang: author.lang,
            site: deps.siteTitle[author.lang],
            title: row.title,
            reason,
            url: new URL(listingKindDefinition(row.kind).paths.mine, deps.publicUrl).toString(),
          }),
          { db: trx },
        );
      });
      return reread(row.id, input.cityId, viewer);
    },

    /** Publishes a report-hidden post again as it was, or dismisses a visible post's reports. */
    async restore(input: { id: number; cityId: number; viewer: Viewer }) {
      requireModerator(input.viewer);
      const row = await requireForModeration(input.id, input.cityId, input.viewer);
      await restore(row, input.viewer);
      return reread(row.id, input.cityId, input.viewer);
    },

    /** Trusts (or stops trusting) the post's author: their posts and edits publish without review. */
    async setTrust(input: { id: number; cityId: number; viewer: Viewer; trusted: boolean }) {
      requireModerator(input.viewer);
      const viewer = input.viewer;
      const row = await requireForModeration(input.id, input.cityId, viewer);
      const changed = await repo.transaction(async (trx) => {
        if (!(await repo.setTrusted(trx, row.owner_id, input.trusted))) return false;
        await repo.audit(trx, {
          listingId: row.id,
          authorId: row.owner_id,
          actorId: viewer.id,
          action: input.trusted ? 'trust' : 'untrust',
        });
        return true;
      });
      return { author_id: row.owner_id, trusted: input.trusted, changed };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
