import type { DB } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

/** Contact messages. `db` may be a transaction: the message and its mail job commit together. */
export function contactRepository(db: DB) {
  return {
    insert(values: Insertable<ContactMessagesTable>) {
      return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow();
    },
  };
}
