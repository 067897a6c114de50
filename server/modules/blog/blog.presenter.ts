import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { BlogCard, BlogPost } from './blog.schemas.ts';

interface CardRow {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  excerpt_en: string;
  excerpt_ar: string;
  image: string;
  author_en: string;
  author_ar: string;
  published_at: Date;
}

/** A post as a card in the request's language. */
export function presentBlogCard(row: CardRow, lang: Lang): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: inLang(row, 'title', lang),
    excerpt: inLang(row, 'excerpt', lang),
    image: row.image,
    author: inLang(row, 'author', lang),
    published_at: new Date(row.published_at).toISOString(),
  };
}

/** A whole post; the body always passes the rich-text allow-list on its way out. */
export function presentBlogPost(
  row: CardRow & { body_en: string; body_ar: string },
  related: CardRow[],
  lang: Lang,
): BlogPost {
  return {
    ...presentBlogCard(row, lang),
    body: sanitizeRichText(inLang(row, 'body', lang)),
    related: related.map((r) => presentBlogCard(r, lang)),
  };
}
