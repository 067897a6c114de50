import { z } from 'zod';
import { limits, normalizeDigits } from '../../../shared/validation.ts';

/** Page numbers the list accepts; deeper pages than this are not a real reading use. */
export const maxPage = 1000;

/** A whole number in a query or path; Arabic-Indic and Eastern digits count as digits. */
const wholeNumber = (key: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(normalizeDigits(v))))
    .pipe(z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }));

export const pageSchema = wholeNumber('validation.pageInvalid', 1, maxPage);
export const perPageSchema = wholeNumber('validation.perPageInvalid', 1, limits.pageSizeMax);
// loose: the API prefix adds :lang and :cityId, which the prefix hook still reads
export const idParamsSchema = z.looseObject({ id: wholeNumber('validation.idInvalid', 1, 2_147_483_647) });

export const listBlogPostsQuerySchema = z.object({
  page: pageSchema.default(1),
  per_page: perPageSchema.default(9),
  /** Opaque keyset cursor from a previous page's `next_cursor`; when given, `page` is ignored. */
  cursor: z
    .string()
    .max(64, { error: 'validation.cursorInvalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.cursorInvalid' })
    .optional(),
});
export type ListBlogPostsQuery = z.infer<typeof listBlogPostsQuerySchema>;

export const blogCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  author: z.string(),
  published_at: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogListSchema = z.object({
  items: z.array(blogCardSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
  next_cursor: z.string().nullable(),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogPostSchema = blogCardSchema.extend({
  body: z.string(),
  related: z.array(blogCardSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
