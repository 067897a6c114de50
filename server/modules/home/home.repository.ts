import type { DB } from '../../db/database.ts';

/** What the home page reads besides the other modules' lists. */
export function homeRepository(db: DB) {
  return {
    /** Hero slides of a city in display order. */
    heroSlides(cityId: number) {
      return db
        .selectFrom('hero_slides')
        .select(['id', 'title_en', 'title_ar', 'description_en', 'description_ar', 'image', 'square_image'])
        .where('city_id', '=', cityId)
        .orderBy('position')
        .orderBy('id')
        .limit(10)
        .execute();
    },

    /** The first few user guide entries, for the home teaser. */
    guideTeasers(cityId: number, limit: number) {
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

type HomeRepository = ReturnType<typeof homeRepository>;
export type HeroSlideRow = Awaited<ReturnType<HomeRepository['heroSlides']>>[number];
export type GuideTeaserRow = Awaited<ReturnType<HomeRepository['guideTeasers']>>[number];
