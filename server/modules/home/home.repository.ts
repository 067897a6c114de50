import type { DB } from '../../db/database.ts';

/** Hero slides of a city in display order. */
export function findHeroSlides(db: DB, cityId: number) {
  return db
    .selectFrom('hero_slides')
    .select(['id', 'title_en', 'title_ar', 'description_en', 'description_ar', 'image', 'square_image'])
    .where('city_id', '=', cityId)
    .orderBy('position')
    .orderBy('id')
    .limit(10)
    .execute();
}

/** The first few user guide entries, for the home teaser. */
export function findGuideTeasers(db: DB, cityId: number, limit: number) {
  return db
    .selectFrom('user_guides')
    .select(['id', 'slug', 'section', 'title_en', 'title_ar', 'body_en', 'body_ar'])
    .where('city_id', '=', cityId)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type HeroSlideRow = Awaited<ReturnType<typeof findHeroSlides>>[number];
export type GuideTeaserRow = Awaited<ReturnType<typeof findGuideTeasers>>[number];
