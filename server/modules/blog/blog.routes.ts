import { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { idParamsSchema } from '#shared/params.ts';
import { blogListSchema, blogPostSchema, listBlogPostsQuerySchema } from './blog.schemas.ts';

export const blogRoutes: ApiModule = (app, services) => {
  app.get(
    '/blogs/web',
    {
      config: { publicCache: true },
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first, by page number (or keyset cursor)',
        querystring: listBlogPostsQuerySchema,
        response: { 200: z.object({ data: blogListSchema }) },
      },
    },
    async (request) => ({
      data: await services.blog.listPosts({
        cityId: request.cityId,
        lang: request.lang,
        page: request.query.page,
        perPage: request.query.per_page,
        cursor: request.query.cursor,
      }),
    }),
  );

  app.get(
    '/blogs/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['blog'],
        summary: 'One blog post with sanitised body and three related posts',
        params: idParamsSchema,
        response: { 200: z.object({ data: blogPostSchema }) },
      },
    },
    async (request) => ({
      data: await services.blog.getPost({
        cityId: request.cityId,
        lang: request.lang,
        id: request.params.id,
      }),
    }),
  );
};
