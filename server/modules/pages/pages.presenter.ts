import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
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
    title: inLang(row, 'title', lang),
    body: sanitizeRichText(inLang(row, 'body', lang)),
    image: row.image,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
