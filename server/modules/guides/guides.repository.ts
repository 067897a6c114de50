import type { DB } from '../../db/database.ts';
import type { GuideSectionKey } from './guides.schemas.ts';

const columns = ['id', 'slug', 'section', 'title_en', 'title_ar', 'body_en', 'body_ar', 'position'] as const;

/** SQL for user guides, ordered by section then position (the (city, section, position) index). */
export function guidesRepository(db: DB) {
  return {
    findAll(cityId: number, section?: GuideSectionKey) {
      let query = db.selectFrom('user_guides').select(columns).where('city_id', '=', cityId);
      if (section) query = query.where('section', '=', section);
      return query.orderBy('section').orderBy('position').orderBy('id').execute();
    },
    findById(cityId: number, id: number) {
      return db
        .selectFrom('user_guides')
        .select(columns)
        .where('city_id', '=', cityId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** The first few entries by position across sections: the home page's teaser. */
    teasers(cityId: number, limit: number) {
      return db
        .selectFrom('user_guides')
        .select(['id', 'slug', 'section', 'title_en', 'title_ar', 'body_en', 'body_ar'])
        .where('city_id', '=', cityId)
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

export type GuideTeaserRow = Awaited<ReturnType<ReturnType<typeof guidesRepository>['teasers']>>[number];
