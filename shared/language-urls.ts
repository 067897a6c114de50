import type { Lang } from './i18n/format.ts';

/**
 * How a page's language versions are addressed: `?lang=en|ar` on the same path. Pages (canonical and
 * hreflang links, web/lib/seo.ts) and the sitemaps (server/modules/sitemaps/) both read it here.
 */
export function languageUrl(url: URL, lang: Lang | null): string {
  const copy = new URL(url);
  copy.searchParams.delete('lang');
  if (lang) copy.searchParams.set('lang', lang);
  copy.hash = '';
  return copy.toString();
}

/**
 * The hreflang alternates of a page. x-default is the English address, not the bare one: the bare
 * address picks its language from the visitor (cookie, Accept-Language) and canonicalises to a
 * `?lang=` address, and a page must not canonicalise to another hreflang alternate (search engines
 * drop the pair). A visitor without a preference gets English.
 */
export function languageAlternates(url: URL): Array<{ hreflang: 'en' | 'ar' | 'x-default'; href: string }> {
  return [
    { hreflang: 'en', href: languageUrl(url, 'en') },
    { hreflang: 'ar', href: languageUrl(url, 'ar') },
    { hreflang: 'x-default', href: languageUrl(url, 'en') },
  ];
}
