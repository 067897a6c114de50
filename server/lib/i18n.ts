import { allMessages } from '#shared/i18n/catalogs.ts';
import { createTranslator, type Lang, type Translate } from '#shared/i18n/format.ts';

const translators: Record<Lang, Translate> = {
  en: createTranslator('en', allMessages('en')),
  ar: createTranslator('ar', allMessages('ar')),
};

/** Server-side translation with every catalog loaded. */
export function translator(lang: Lang): Translate {
  return translators[lang];
}

/** The language for a request that has no `/api/v1/{lang}` segment: cookie, then Accept-Language. */
export function languageFromHeaders(
  cookieLang: string | undefined,
  acceptLanguage: string | undefined,
): Lang {
  if (cookieLang === 'ar' || cookieLang === 'en') return cookieLang;
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
