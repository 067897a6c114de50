import type { Lang } from '#shared/i18n/format.ts';
import { inLang } from '../../lib/bilingual.ts';
import { plainText } from '#shared/text.ts';
import type { GuideSectionKey, GuideSummary } from './guides.schemas.ts';

export interface GuideRow {
  id: number;
  slug: string;
  section: GuideSectionKey;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}

export function presentGuideSummary(row: GuideRow, lang: Lang): GuideSummary {
  return {
    id: row.id,
    slug: row.slug,
    section: row.section,
    title: inLang(row, 'title', lang),
    excerpt: plainText(inLang(row, 'body', lang)),
  };
}
