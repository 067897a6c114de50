import type { DB } from '../../db/database.ts';

export function createSubscribersRepository(db: DB) {
  return {
    /** Inserts once per city and e-mail (case-insensitive unique index); a repeat changes nothing. */
    async insertIfNew(cityId: number, email: string, lang: 'en' | 'ar'): Promise<boolean> {
      const result = await db
        .insertInto('subscribers')
        .values({ city_id: cityId, email, lang })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
