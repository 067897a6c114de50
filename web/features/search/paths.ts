import { type ListingKind, listingKinds } from '#shared/listings/kinds.ts';

/** The search page's filters: everything, the content types, and each listing kind by its id. */
export type SearchTypeParam = 'all' | 'blogs' | 'guides' | ListingKind;
export const searchTypeParams: SearchTypeParam[] = ['all', 'blogs', 'guides', ...listingKinds];

/** /search-result/{keyword}/{type}?page=N; 'all' and page 1 are left out so each page has one URL. */
export function searchPath(keyword: string, type: SearchTypeParam = 'all', page = 1): string {
  const base = `/search-result/${encodeURIComponent(keyword)}${type === 'all' ? '' : `/${type}`}`;
  return page > 1 ? `${base}?page=${page}` : base;
}
