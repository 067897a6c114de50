import { z } from 'zod';
import { cursorSchema, pageSchema, perPageSchema } from '#shared/params.ts';

export const listBlogPostsQuerySchema = z.object({
  page: pageSchema.default(1),
  per_page: perPageSchema.default(9),
  /** Opaque keyset cursor from a previous page's `next_cursor`; when given, `page` is ignored. */
  cursor: cursorSchema.optional(),
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
