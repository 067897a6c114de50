import type { DB } from '../../db/database.ts';
import type { SavedSource } from './saved-sources.ts';

/** Blog posts in the saved lists: content, not listings (no owner, no moderation); visible once published. */
export function blogSavedSource(db: DB): SavedSource {
  const published = (cityId: number) =>
    db.selectFrom('blog_posts').where('city_id', '=', cityId).where('published_at', '<=', new Date());
  return {
    async isVisible(cityId, id) {
      return Boolean(await published(cityId).select('id').where('id', '=', id).executeTakeFirst());
    },
    async cards(cityId, ids, lang) {
      if (!ids.length) return [];
      const rows = await published(cityId)
        .select(['id', 'slug', 'title_en', 'title_ar', 'image', 'published_at'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => ({
        kind: 'blog' as const,
        id: r.id,
        title: lang === 'ar' ? r.title_ar || r.title_en : r.title_en || r.title_ar,
        image: r.image,
        url: `/Show-Blog/${r.id}/${encodeURIComponent(r.slug)}`,
        date: r.published_at.toISOString(),
      }));
    },
  };
}
