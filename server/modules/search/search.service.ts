import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { inLang } from '../../lib/bilingual.ts';
import { isListingKind, type ListingKind, listingKinds, listingPath } from '#shared/listings/kinds.ts';
import { plainText } from '#shared/text.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import { searchRepository } from './search.repository.ts';
import { type SearchHit, type SearchResult, type SearchType, searchPerPage } from './search.schemas.ts';

/** The page of a hit: blog posts and guides have their own paths, listings their kind's. */
function hitPath(type: 'blog' | 'guide' | ListingKind, id: number, slug: string) {
  if (type === 'blog') return `/Show-Blog/${id}/${encodeURIComponent(slug)}`;
  if (type === 'guide') return `/Show-User-Guide/${id}/${encodeURIComponent(slug)}`;
  return listingPath(type, { id, slug });
}

export function createSearchService({ db, listings }: { db: DB; listings: ListingsRepository }) {
  const repo = searchRepository(db, listings);
  return {
    /**
     * Blog posts, user guides and listed posts matching the keyword (already validated: trimmed, 1–100 chars),
     * best first, ten a page. Hamza, ة/ه, ى/ي, diacritics, tatweel and Arabic-Indic digits all match.
     */
    async search(input: {
      cityId: number;
      lang: Lang;
      q: string;
      type: SearchType;
      page: number;
    }): Promise<SearchResult> {
      const query = {
        cityId: input.cityId,
        q: input.q,
        blogs: input.type === 'all' || input.type === 'blogs',
        guides: input.type === 'all' || input.type === 'guides',
        kinds: input.type === 'all' ? listingKinds : isListingKind(input.type) ? [input.type] : [],
        limit: searchPerPage,
        offset: (input.page - 1) * searchPerPage,
      };
      // Exact words first; typo matching (trigram similarity, the costly part at 100 000 posts) only
      // when they find less than a page, which is when a misspelling is the likely reason.
      let rows = await repo.search({ ...query, fuzzy: false });
      if ((rows[0]?.total ?? 0) < searchPerPage) rows = await repo.search({ ...query, fuzzy: true });
      const total = rows[0]?.total ?? 0;
      const items: SearchHit[] = rows
        .filter((r) => r.id !== null)
        .map((r) => {
          const type = r.type ?? 'blog';
          const text = inLang(r, 'text', input.lang) ?? '';
          const hit: SearchHit = {
            type,
            id: r.id as number,
            slug: r.slug ?? '',
            url: hitPath(type, r.id as number, r.slug ?? ''),
            title: inLang(r, 'title', input.lang) ?? '',
            excerpt: r.type === 'guide' ? plainText(text) : text,
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
