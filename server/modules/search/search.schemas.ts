import { z } from 'zod';
import { limits, textField } from '#shared/validation.ts';
import { listingKinds } from '#shared/listings/kinds.ts';
import { pageSchema } from '#shared/params.ts';

/** 'all', the content types, and each listing kind by its id. */
export const searchTypes = ['all', 'blogs', 'guides', ...listingKinds] as const;
export type SearchType = (typeof searchTypes)[number];
export const searchPerPage = 10;

/** The keyword as users type it: bidi controls dropped, trimmed, not empty, at most limits.searchMax. */
export const searchKeywordSchema = textField({
  max: limits.searchMax,
  required: 'validation.searchQueryRequired',
  tooLong: 'validation.searchQueryTooLong',
});

export const searchQuerySchema = z.object({
  q: searchKeywordSchema,
  type: z.enum(searchTypes, { error: 'validation.searchTypeInvalid' }).default('all'),
  page: pageSchema.default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: z.enum(['blog', 'guide', ...listingKinds]),
  id: z.number(),
  slug: z.string(),
  /** The hit's page on this site. */
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  items: z.array(searchHitSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  last_page: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
