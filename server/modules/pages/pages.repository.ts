import type { DB } from '../../db/database.ts';
import type { PageKey } from '../../db/schema.ts';

/** The content pages (about, terms, privacy…). */
export function pagesRepository(db: DB) {
  return {
    /** One content page of a city, both languages. */
    find(cityId: number, key: PageKey) {
      return db
        .selectFrom('pages')
        .select(['key', 'title_en', 'title_ar', 'body_en', 'body_ar', 'image', 'updated_at'])
        .where('city_id', '=', cityId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
  };
}

export type PageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof pagesRepository>['find']>>>;
