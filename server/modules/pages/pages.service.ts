import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import type { PageKey } from '../../db/schema.ts';
import { type PageView, presentPage } from './pages.presenter.ts';
import { pagesRepository } from './pages.repository.ts';

export const pageKeys = [
  'about',
  'our_services',
  'contact',
  'privacy',
  'terms',
  'eula',
] as const satisfies readonly PageKey[];

export const isPageKey = (value: string): value is PageKey => (pageKeys as readonly string[]).includes(value);

export function createPagesService(db: DB) {
  const pages = pagesRepository(db);
  return {
    /** The page in the given language; NOT_FOUND when the city has no such page. */
    async getPage(cityId: number, lang: Lang, key: PageKey): Promise<PageView> {
      const row = await pages.find(cityId, key);
      if (!row) throw new AppError('NOT_FOUND');
      return presentPage(row, lang);
    },
    /** Same, for a key that comes from a URL: anything but the six known keys is NOT_FOUND. */
    async getPageByKey(cityId: number, lang: Lang, key: string): Promise<PageView> {
      if (!isPageKey(key)) throw new AppError('NOT_FOUND');
      return this.getPage(cityId, lang, key);
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
