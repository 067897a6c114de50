import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { presentWelcomeItem, type WelcomeItem } from './welcome.presenter.ts';
import { welcomeRepository } from './welcome.repository.ts';

export function createWelcomeService(db: DB) {
  const repo = welcomeRepository(db);
  return {
    /** The active welcome item in one language, or null when there is none. */
    async getActive(cityId: number, lang: Lang): Promise<WelcomeItem | null> {
      const row = await repo.findActive(cityId);
      return row ? presentWelcomeItem(row, lang) : null;
    },
  };
}
export type WelcomeService = ReturnType<typeof createWelcomeService>;
