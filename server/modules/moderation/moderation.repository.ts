import { sql, type Transaction } from 'kysely';
import type { ModerationAuditAction, ReportReason } from '#shared/moderation.ts';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isLive } from '../listings/listings.repository.ts';

type Executor = DB | Transaction<Database>;

/**
 * The SQL of reports, the audit trail and author trust. Reads of posts themselves stay in the
 * listings repository (its one visibility rule); this module only writes the moderation columns.
 */
export function moderationRepository(db: DB) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(work);
    },

    /** Holds the post's row until the transaction ends: two racing reports count one after the other. */
    async lockListing(trx: Transaction<Database>, id: number) {
      await trx.selectFrom('listings').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The reader's report of the post: a new row, or their earlier one updated (`created: false`). */
    async upsertReport(
      trx: Executor,
      input: { listingId: number; reporterId: number; reason: ReportReason; note: string },
    ) {
      const row = await trx
        .insertInto('listing_reports')
        .values({
          listing_id: input.listingId,
          reporter_id: input.reporterId,
          reason: input.reason,
          note: input.note,
        })
        .onConflict((oc) =>
          oc.columns(['listing_id', 'reporter_id']).doUpdateSet({
            reason: input.reason,
            note: input.note,
            updated_at: sql<Date>`now()`,
          }),
        )
        // xmax is 0 on a freshly inserted row version, the updating transaction's id otherwise
        .returning(sql<boolean>`(xmax = 0)`.as('created'))
        .executeTakeFirstOrThrow();
      return row.created;
    },

    /** Distinct readers who reported the post (one row each). */
    async countReporters(listingId: number, executor: Executor = db) {
      const row = await executor
        .selectFrom('listing_reports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('listing_id', '=', listingId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Takes a live published post back to review because of reports: 'pending' hides it through the
     * one visibility rule, `hidden_at` says why. False when it is no longer live and shown.
     */
    async hideForReports(trx: Executor, listingId: number) {
      const result = await trx
        .updateTable('listings')
        .set({ status: 'pending', hidden_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', listingId)
        .where(isLive)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Publishes a report-hidden post again as it was (same publication date and expiry). */
    async unhide(trx: Executor, listingId: number) {
      const result = await trx
        .updateTable('listings')
        .set({ status: 'published', hidden_at: null, updated_at: sql<Date>`now()` })
        .where('id', '=', listingId)
        .where('status', '=', 'pending')
        .where('hidden_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async clearReports(trx: Executor, listingId: number) {
      await trx.deleteFrom('listing_reports').where('listing_id', '=', listingId).execute();
    },

    async audit(
      trx: Executor,
      entry: {
        listingId: number;
        authorId: number;
        actorId: number | null;
        action: ModerationAuditAction;
        reason?: string | null;
      },
    ) {
      await trx
        .insertInto('moderation_audit')
        .values({
          listing_id: entry.listingId,
          author_id: entry.authorId,
          actor_id: entry.actorId,
          action: entry.action,
          reason: entry.reason ?? null,
        })
        .execute();
    },

    /** The trail of these posts, newest first, with the moderator's name (null: the system). */
    auditOf(listingIds: number[]) {
      if (!listingIds.length) return Promise.resolve([]);
      return db
        .selectFrom('moderation_audit as a')
        .leftJoin('users as actor', 'actor.id', 'a.actor_id')
        .select(['a.listing_id', 'a.action', 'a.reason', 'a.created_at', 'actor.name as actor_name'])
        .where('a.listing_id', 'in', listingIds)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },

    /** The open reports of these posts, oldest first. */
    reportsOf(listingIds: number[]) {
      if (!listingIds.length) return Promise.resolve([]);
      return db
        .selectFrom('listing_reports as r')
        .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
        .select(['r.listing_id', 'r.reason', 'r.note', 'r.updated_at', 'reporter.name as reporter_name'])
        .where('r.listing_id', 'in', listingIds)
        .orderBy('r.created_at', 'asc')
        .execute();
    },

    /** Authors' names, trust and decision history (approved and rejected posts, from the audit). */
    authors(authorIds: number[]) {
      if (!authorIds.length) return Promise.resolve([]);
      return db
        .selectFrom('users as u')
        .select((eb) => [
          'u.id',
          'u.name',
          'u.trusted_at',
          eb
            .selectFrom('moderation_audit as a')
            .select((e) => e.fn.countAll<string>().as('n'))
            .whereRef('a.author_id', '=', 'u.id')
            .where('a.action', '=', 'approve')
            .as('approved'),
          eb
            .selectFrom('moderation_audit as a')
            .select((e) => e.fn.countAll<string>().as('n'))
            .whereRef('a.author_id', '=', 'u.id')
            .where('a.action', '=', 'reject')
            .as('rejected'),
        ])
        .where('u.id', 'in', authorIds)
        .execute();
    },

    /** The author as mail needs them: address, language, trust. */
    author(executor: Executor, userId: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'email', 'lang', 'name', 'trusted_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** Posts of this author a moderator approved (audit rows, so a deleted post still counts). */
    async countApprovals(executor: Executor, authorId: number) {
      const row = await executor
        .selectFrom('moderation_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('author_id', '=', authorId)
        .where('action', '=', 'approve')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Trusts or untrusts an author; false when they already were in that state. */
    async setTrusted(executor: Executor, userId: number, trusted: boolean) {
      const result = await executor
        .updateTable('users')
        .set({ trusted_at: trusted ? sql<Date>`now()` : null })
        .where('id', '=', userId)
        .where('trusted_at', trusted ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationRepository>;
