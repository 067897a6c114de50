import { AppError } from '#shared/errors.ts';
import type { Lang } from '#shared/i18n/format.ts';
import type { DB } from '../../db/database.ts';
import { blogRepository } from './blog.repository.ts';
import { presentBlogCard, presentBlogPost } from './blog.presenter.ts';
import type { BlogList, BlogPost } from './blog.schemas.ts';

export interface ListBlogPostsInput {
  cityId: number;
  lang: Lang;
  page: number;
  perPage: number;
  cursor?: string;
}

function encodeCursor(publishedAt: Date, id: number): string {
  return Buffer.from(`${new Date(publishedAt).toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { publishedAt: Date; id: number } {
  const [iso, rawId] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(iso ?? '');
  const id = Number(rawId);
  if (Number.isNaN(publishedAt.getTime()) || !Number.isInteger(id) || id <= 0) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'cursor', code: 'validation.cursorInvalid' }]);
  }
  return { publishedAt, id };
}

export function createBlogService(db: DB) {
  const repo = blogRepository(db);
  return {
    /** Newest first; numbered pages for the web, or keyset pages with `cursor` for infinite lists. */
    async listPosts(input: ListBlogPostsInput): Promise<BlogList> {
      const total = await repo.countPosts(input.cityId);
      const rows = input.cursor
        ? await repo.findAfter(input.cityId, input.perPage, decodeCursor(input.cursor))
        : await repo.findPage(input.cityId, input.perPage, (input.page - 1) * input.perPage);
      const last = rows.at(-1);
      return {
        items: rows.map((r) => presentBlogCard(r, input.lang)),
        page: input.cursor ? 0 : input.page,
        per_page: input.perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / input.perPage)),
        next_cursor: last && rows.length === input.perPage ? encodeCursor(last.published_at, last.id) : null,
      };
    },

    /** One post with three related ones; NOT_FOUND for an id this city does not have. */
    async getPost(input: { cityId: number; lang: Lang; id: number }): Promise<BlogPost> {
      const row = await repo.findById(input.cityId, input.id);
      if (!row) throw new AppError('NOT_FOUND');
      const related = await repo.findRelated(input.cityId, input.id, 3);
      return presentBlogPost(row, related, input.lang);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
