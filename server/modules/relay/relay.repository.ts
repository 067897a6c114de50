import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The SQL of the contact relay: the sender's rate, the two people's addresses, the audit row. */
export function relayRepository(db: DB) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(work);
    },

    /** Serialises one sender's messages so two racing requests cannot both pass the rate check. */
    async lockSender(trx: Transaction<Database>, senderId: number) {
      await sql`select pg_advisory_xact_lock(hashtext('relay:sender'), ${senderId})`.execute(trx);
    },

    /** How many messages the sender wrote in the last hour, and when the oldest of them was. */
    async countLastHour(trx: Transaction<Database>, senderId: number) {
      const row = await trx
        .selectFrom('relay_messages')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('sender_id', '=', senderId)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest as Date | null };
    },

    /** What the mail needs of a person: name, address and language. */
    person(trx: Transaction<Database>, userId: number) {
      return trx
        .selectFrom('users')
        .select(['name', 'email', 'lang'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    async insert(
      trx: Transaction<Database>,
      input: { listingId: number; senderId: number; recipientId: number; body: string },
    ) {
      await trx
        .insertInto('relay_messages')
        .values({
          listing_id: input.listingId,
          sender_id: input.senderId,
          recipient_id: input.recipientId,
          body: input.body,
        })
        .execute();
    },
  };
}

export type RelayRepository = ReturnType<typeof relayRepository>;
