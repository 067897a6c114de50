import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { type GeneralSettings, presentGeneralSettings } from './settings.presenter.ts';
import { settingsRepository } from './settings.repository.ts';

export function createSettingsService(db: DB) {
  const repo = settingsRepository(db);
  let knownCities: { ids: Set<number>; at: number } | null = null;
  return {
    /** Whether the city exists; the ids are read at most once a minute, not on every API call. */
    async isKnownCity(cityId: number): Promise<boolean> {
      if (!knownCities || Date.now() - knownCities.at > 60_000)
        knownCities = { ids: new Set(await repo.cityIds()), at: Date.now() };
      return knownCities.ids.has(cityId);
    },
    /** The header and footer settings of a city in one language; NOT_FOUND when the city has none. */
    async getGeneralSettings(cityId: number, lang: Lang): Promise<GeneralSettings> {
      const [row, states] = await Promise.all([repo.findByCity(cityId), repo.listStates(cityId)]);
      if (!row) throw new AppError('NOT_FOUND');
      return presentGeneralSettings(row, states, lang);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
