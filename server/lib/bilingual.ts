import type { Lang } from '#shared/i18n/format.ts';

/**
 * A bilingual row's column in the reader's language: `inLang(row, 'title', lang)` is `row.title_ar`
 * for Arabic and `row.title_en` for English (content tables keep one column per language).
 */
export function inLang<F extends string, R extends Record<`${F}_${Lang}`, unknown>>(
  row: R,
  field: F,
  lang: Lang,
): R[`${F}_${Lang}`] {
  return row[`${field}_${lang}` as `${F}_${Lang}`];
}
