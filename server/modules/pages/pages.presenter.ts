import type { Lang } from '#shared/i18n/format.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { PageRow } from './pages.repository.ts';

export interface PageView {
  key: PageRow['key'];
  title: string;
  /** Sanitised rich text: the only HTML a page may render with dangerouslySetInnerHTML. */
  body: string;
  image: string | null;
  updatedAt: string;
}

/** A page in the request's language, its body passed through the allow-list again on the way out. */
export function presentPage(row: PageRow, lang: Lang): PageView {
  return {
    key: row.key,
    title: lang === 'ar' ? row.title_ar : row.title_en,
    body: sanitizeRichText(lang === 'ar' ? row.body_ar : row.body_en),
    image: row.image,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
