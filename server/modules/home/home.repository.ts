import type { DB } from '../../db/database.ts';

/** The home page's own content: its hero slides (the guide teaser and welcome item are their modules'). */
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
  };
}

export type HeroSlideRow = Awaited<ReturnType<ReturnType<typeof homeRepository>['heroSlides']>>[number];
