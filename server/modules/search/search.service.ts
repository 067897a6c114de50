import type { Lang } from '../../../shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { plainText } from '../../../shared/text.ts';
import { searchRepository } from './search.repository.ts';
import { type SearchHit, type SearchResult, type SearchType, searchPerPage } from './search.schemas.ts';

export function createSearchService(db: DB) {
  const repo = searchRepository(db);
  return {
    /**
     * Blog posts and user guides matching the keyword (already validated: trimmed, 1–100 chars),
     * best first, ten a page. Hamza, ة/ه, ى/ي, diacritics, tatweel and Arabic-Indic digits all match.
     */
    async search(input: {
      cityId: number;
      lang: Lang;
      q: string;
      type: SearchType;
      page: number;
    }): Promise<SearchResult> {
      const rows = await repo.search({
        cityId: input.cityId,
        q: input.q,
        blogs: input.type !== 'guides',
        guides: input.type !== 'blogs',
        limit: searchPerPage,
        offset: (input.page - 1) * searchPerPage,
      });
      const total = rows[0]?.total ?? 0;
      const ar = input.lang === 'ar';
      const items: SearchHit[] = rows
        .filter((r) => r.id !== null)
        .map((r) => {
          const hit: SearchHit = {
            type: r.type === 'guide' ? 'guide' : 'blog',
            id: r.id as number,
            slug: r.slug ?? '',
            title: (ar ? r.title_ar : r.title_en) ?? '',
            excerpt:
              r.type === 'guide'
                ? plainText((ar ? r.text_ar : r.text_en) ?? '')
                : ((ar ? r.text_ar : r.text_en) ?? ''),
          };
          if (r.image) hit.image = r.image;
          return hit;
        });
      return {
        items,
        total,
        page: input.page,
        per_page: searchPerPage,
        last_page: Math.max(1, Math.ceil(total / searchPerPage)),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
