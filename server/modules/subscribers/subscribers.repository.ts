import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** Every SQL statement of the newsletter list. */
export function subscribersRepository(db: DB) {
  return {
    transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Stores a pending confirmation for an address (new, unconfirmed or unsubscribed), unless it is
     * already confirmed or a confirmation went out after `resendAfter`. Returns the row only when a
     * confirmation mail should go out; one statement, so two racing requests send at most one mail.
     */
    async requestConfirmation(
      trx: Executor,
      row: {
        cityId: number;
        email: string;
        lang: 'en' | 'ar';
        tokenHash: Buffer;
        expiresAt: Date;
        now: Date;
        resendAfter: Date;
        unsubscribeToken: string;
      },
    ): Promise<{ id: number } | undefined> {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO subscribers
          (city_id, email, lang, confirm_token_hash, confirm_expires_at, confirm_sent_at, unsubscribe_token, created_at)
        VALUES (${row.cityId}, ${row.email}, ${row.lang}, ${row.tokenHash}, ${row.expiresAt}, ${row.now},
          ${row.unsubscribeToken}, ${row.now})
        ON CONFLICT (city_id, lower(email)) DO UPDATE SET
          lang = EXCLUDED.lang,
          confirm_token_hash = EXCLUDED.confirm_token_hash,
          confirm_expires_at = EXCLUDED.confirm_expires_at,
          confirm_sent_at = EXCLUDED.confirm_sent_at
        WHERE (subscribers.confirmed_at IS NULL OR subscribers.unsubscribed_at IS NOT NULL)
          AND (subscribers.confirm_sent_at IS NULL OR subscribers.confirm_sent_at <= ${row.resendAfter})
        RETURNING id`.execute(trx);
      return rows[0];
    },

    /** Uses a live confirmation token once: the address counts from now on. */
    async confirm(tokenHash: Buffer, now: Date) {
      return db
        .updateTable('subscribers')
        .set({ confirmed_at: now, unsubscribed_at: null, confirm_token_hash: null, confirm_expires_at: null })
        .where('confirm_token_hash', '=', tokenHash)
        .where('confirm_expires_at', '>', now)
        .returning(['id', 'lang'])
        .executeTakeFirst();
    },

    /** Unsubscribes the address behind a token; repeating it is harmless. */
    async unsubscribe(token: string, now: Date) {
      return db
        .updateTable('subscribers')
        .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', sql<Date>`${now}`) }))
        .where('unsubscribe_token', '=', token)
        .returning(['id', 'lang'])
        .executeTakeFirst();
    },

    /** Confirmed, still subscribed addresses of a city, `limit` at a time after `afterId`. */
    confirmedPage(cityId: number, afterId: number, limit: number) {
      return db
        .selectFrom('subscribers')
        .select(['id', 'email', 'lang', 'unsubscribe_token'])
        .where('city_id', '=', cityId)
        .where('confirmed_at', 'is not', null)
        .where('unsubscribed_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async countConfirmed(cityId: number) {
      const row = await db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('city_id', '=', cityId)
        .where('confirmed_at', 'is not', null)
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
