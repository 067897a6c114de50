import type { DB } from '../../db/database.ts';
import type { ListingKindSource } from './kinds.ts';

/** Blog posts as a saveable kind (blogs have no owner, so no own-posts list). */
export const blogKindSource: ListingKindSource = {
  kind: 'blog',
  async isVisible(db: DB, cityId, id) {
    const row = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('id', '=', id)
      .where('city_id', '=', cityId)
      .where('published_at', '<=', new Date())
      .executeTakeFirst();
    return Boolean(row);
  },
  async cards(db: DB, cityId, ids, lang) {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'slug', 'title_en', 'title_ar', 'image', 'published_at'])
      .where('id', 'in', ids)
      .where('city_id', '=', cityId)
      .where('published_at', '<=', new Date())
      .execute();
    return rows.map((r) => ({
      kind: 'blog' as const,
      id: r.id,
      title: lang === 'ar' ? r.title_ar || r.title_en : r.title_en || r.title_ar,
      image: r.image,
      url: `/Show-Blog/${r.id}/${encodeURIComponent(r.slug)}`,
      date: r.published_at.toISOString(),
      status: null,
    }));
  },
};
