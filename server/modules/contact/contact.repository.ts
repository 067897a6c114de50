import type { DB } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

export function insertContactMessage(db: DB, values: Insertable<ContactMessagesTable>) {
  return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow();
}
