import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { welcomeRepository } from './welcome.repository.ts';

export interface WelcomeItem {
  id: number;
  type: 'youtube' | 'image';
  link: string;
  title: string;
  description: string;
}

export function createWelcomeService(db: DB) {
  const repo = welcomeRepository(db);
  return {
    /** The active welcome item in one language, or null when there is none. */
    async getActive(cityId: number, lang: Lang): Promise<WelcomeItem | null> {
      const row = await repo.findActive(cityId);
      if (!row) return null;
      return {
        id: row.id,
        type: row.type,
        link: row.link,
        title: lang === 'ar' ? row.title_ar : row.title_en,
        description: lang === 'ar' ? row.description_ar : row.description_en,
      };
    },
  };
}
export type WelcomeService = ReturnType<typeof createWelcomeService>;
