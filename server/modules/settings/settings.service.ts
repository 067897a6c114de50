import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { type GeneralSettings, presentGeneralSettings } from './settings.presenter.ts';
import { settingsRepository } from './settings.repository.ts';

export function createSettingsService(db: DB) {
  const repo = settingsRepository(db);
  return {
    /** The header and footer settings of a city in one language; NOT_FOUND when the city has none. */
    async getGeneralSettings(cityId: number, lang: Lang): Promise<GeneralSettings> {
      const [row, states] = await Promise.all([repo.findByCity(cityId), repo.listStates(cityId)]);
      if (!row) throw new AppError('NOT_FOUND');
      return presentGeneralSettings(row, states, lang);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
