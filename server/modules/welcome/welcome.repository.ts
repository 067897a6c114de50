import type { DB } from '../../db/database.ts';

export function welcomeRepository(db: DB) {
  return {
    /** The newest active welcome item of a city. */
    findActive(cityId: number) {
      return db
        .selectFrom('welcome_items')
        .select(['id', 'type', 'link', 'title_en', 'title_ar', 'description_en', 'description_ar'])
        .where('city_id', '=', cityId)
        .where('active', '=', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type WelcomeItemRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof welcomeRepository>['findActive']>>
>;
