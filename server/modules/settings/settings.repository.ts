import type { DB } from '../../db/database.ts';

/** SQL for the cities and their general settings (header, footer, states menu). */
export function settingsRepository(db: DB) {
  return {
    async cityIds() {
      return (await db.selectFrom('cities').select('id').execute()).map((row) => row.id);
    },
    findByCity(cityId: number) {
      return db.selectFrom('settings').selectAll().where('city_id', '=', cityId).executeTakeFirst();
    },
    listStates(cityId: number) {
      return db
        .selectFrom('states')
        .select(['id', 'title_en', 'title_ar', 'image', 'url'])
        .where('city_id', '=', cityId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
