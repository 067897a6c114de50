import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/**
 * What the sitemaps need of the content tables: addresses and last changes only. (Listings come
 * from the listings repository, through its visibility rule.) Blog posts and guides have no draft
 * state: every row is public.
 */
export function sitemapsRepository(db: DB) {
  return {
    blogPosts(cityId: number) {
      return db
        .selectFrom('blog_posts')
        .select(['id', 'slug', 'published_at as lastmod'])
        .where('city_id', '=', cityId)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    guides(cityId: number) {
      return db
        .selectFrom('user_guides')
        .select(['id', 'slug'])
        .where('city_id', '=', cityId)
        .orderBy('section')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Each content page's last edit, by key. */
    async pageChanges(cityId: number) {
      const rows = await db
        .selectFrom('pages')
        .select(['key', 'updated_at'])
        .where('city_id', '=', cityId)
        .execute();
      return new Map(rows.map((r) => [r.key, r.updated_at as Date]));
    },

    /** The newest blog post's date (the blog list page and the blog file change with it). */
    async newestBlogPost(cityId: number) {
      const row = await db
        .selectFrom('blog_posts')
        .select(sql<Date | null>`max(published_at)`.as('at'))
        .where('city_id', '=', cityId)
        .executeTakeFirst();
      return row?.at ?? null;
    },
  };
}

export type SitemapsRepository = ReturnType<typeof sitemapsRepository>;
