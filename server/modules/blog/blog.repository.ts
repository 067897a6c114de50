import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

const cardColumns = [
  'id',
  'slug',
  'title_en',
  'title_ar',
  'excerpt_en',
  'excerpt_ar',
  'image',
  'author_en',
  'author_ar',
  'published_at',
] as const;

export type BlogCardRow = Awaited<ReturnType<ReturnType<typeof blogRepository>['findPage']>>[number];

/** SQL for blog posts; newest first with the id breaking ties (the (city, published_at, id) index). */
export function blogRepository(db: DB) {
  return {
    async countPosts(cityId: number): Promise<number> {
      const row = await db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('city_id', '=', cityId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    findPage(cityId: number, limit: number, offset: number) {
      return db
        .selectFrom('blog_posts')
        .select(cardColumns)
        .where('city_id', '=', cityId)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Keyset page: the posts strictly after (publishedAt, id) in newest-first order. */
    findAfter(cityId: number, limit: number, after: { publishedAt: Date; id: number }) {
      return db
        .selectFrom('blog_posts')
        .select(cardColumns)
        .where('city_id', '=', cityId)
        .where(sql<boolean>`(published_at, id) < (${after.publishedAt}, ${after.id})`)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findById(cityId: number, id: number) {
      return db
        .selectFrom('blog_posts')
        .select([...cardColumns, 'body_en', 'body_ar'])
        .where('city_id', '=', cityId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Posts sharing the most words with this one's title, then the nearest in time. */
    findRelated(cityId: number, id: number, limit: number) {
      return (
        db
          .selectFrom('blog_posts as p')
          .innerJoin('blog_posts as self', (join) =>
            join.on('self.id', '=', id).onRef('self.city_id', '=', 'p.city_id'),
          )
          .select(cardColumns.map((c) => `p.${c}` as const))
          .where('p.city_id', '=', cityId)
          .where('p.id', '!=', id)
          // shared words between this post's title (weight A) and the other post's title and body
          .orderBy(
            sql`(select count(*) from unnest(tsvector_to_array(ts_filter(self.search, '{a}'))) as w
               where w = any(tsvector_to_array(p.search)))`,
            'desc',
          )
          .orderBy(sql`abs(extract(epoch from p.published_at - self.published_at))`)
          .limit(limit)
          .execute()
      );
    },
  };
}
export type BlogRepository = ReturnType<typeof blogRepository>;
