import type { DB } from '../../db/database.ts';

/** SQL for the general settings of a city (header, footer, states menu). */
export function settingsRepository(db: DB) {
  return {
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
