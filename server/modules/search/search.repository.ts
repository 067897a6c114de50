import { sql } from 'kysely';
import type { ListingKind } from '#shared/listings/kinds.ts';
import type { DB } from '../../db/database.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';

export interface SearchRow {
  type: 'blog' | 'guide' | ListingKind | null;
  id: number | null;
  slug: string | null;
  title_en: string | null;
  title_ar: string | null;
  text_en: string | null;
  text_ar: string | null;
  image: string | null;
  total: number;
}

/**
 * Full-text search over blog posts, user guides and listed posts of every listing kind, Arabic-aware (docs: shared/design/arabic.md):
 * the raw query through the 'english' stemmer, ar_fold(query) through the 'arabic' stemmer and
 * ar_normalize(query) as 'simple' words, OR-ed against the stored bilingual vector; plus trigram
 * word similarity on the normalised titles for typos when `fuzzy`. One round trip: the total comes with the page.
 */
export function searchRepository(db: DB, listings: ListingsRepository) {
  return {
    async search(input: {
      cityId: number;
      q: string;
      blogs: boolean;
      guides: boolean;
      /** Listing kinds to search; their posts come through the listings repository (listed posts only). */
      kinds: ListingKind[];
      /** Also match titles by trigram word similarity (typos); the service asks only when exact words find little. */
      fuzzy: boolean;
      limit: number;
      offset: number;
    }) {
      const { rows } = await sql<SearchRow>`
        with q as (
          select websearch_to_tsquery('english', ${input.q})
              || websearch_to_tsquery('arabic', ar_fold(${input.q}))
              || websearch_to_tsquery('simple', ar_normalize(${input.q})) as tsq,
                 ar_normalize(${input.q}) as norm
        ), hits as (
          select 'blog'::text as type, b.id, b.slug, b.title_en, b.title_ar, b.excerpt_en as text_en, b.excerpt_ar as text_ar,
                 b.image, ts_rank(b.search, q.tsq) + 0.5 * word_similarity(q.norm, b.title_norm) as rank
            from blog_posts b, q
           where ${input.blogs} and b.city_id = ${input.cityId} and (b.search @@ q.tsq or (${input.fuzzy} and q.norm <% b.title_norm))
          union all
          select 'guide'::text, g.id, g.slug, g.title_en, g.title_ar, g.body_en, g.body_ar,
                 null, ts_rank(g.search, q.tsq) + 0.5 * word_similarity(q.norm, g.title_norm)
            from user_guides g, q
           where ${input.guides} and g.city_id = ${input.cityId} and (g.search @@ q.tsq or (${input.fuzzy} and q.norm <% g.title_norm))
          union all
          ${listings.searchHits({ cityId: input.cityId, q: input.q, kinds: input.kinds, fuzzy: input.fuzzy })}
        )
        select h.type, h.id, h.slug, h.title_en, h.title_ar, h.text_en, h.text_ar, h.image, t.total
          from (select count(*)::int as total from hits) t
          left join lateral (
            select * from hits order by rank desc, type, id desc limit ${input.limit} offset ${input.offset}
          ) h on true`.execute(db);
      return rows;
    },
  };
}
