import type { MetaDescriptor } from 'react-router';
import type { Lang } from '#shared/i18n/format.ts';
import { languageAlternates, languageUrl } from '#shared/language-urls.ts';

export interface PageMetaInput {
  /** The page's own title; the site title is appended ("Blog · Jaliya Dearborn"). Omit on the home page. */
  title?: string;
  description?: string;
  /** Absolute or site-relative URL of the page (path and query); `lang` is added per language. */
  url: string;
  lang: Lang;
  siteTitle: string;
  /** Absolute origin used to make canonical URLs absolute (config.publicUrl). */
  origin?: string;
}

/**
 * `<title>`, meta description, canonical and hreflang alternates (en, ar, x-default) for a page.
 * Each language version is addressed by `?lang=en|ar` on the same path.
 */
export function pageMeta({
  title,
  description,
  url,
  lang,
  siteTitle,
  origin = 'http://localhost',
}: PageMetaInput): MetaDescriptor[] {
  const base = new URL(url, origin);
  const fullTitle = title && title !== siteTitle ? `${title} · ${siteTitle}` : siteTitle;
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { property: 'og:title', content: fullTitle }];
  if (description) {
    const clean = description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300);
    meta.push({ name: 'description', content: clean }, { property: 'og:description', content: clean });
  }
  meta.push(
    { tagName: 'link', rel: 'canonical', href: languageUrl(base, lang) },
    // the same alternates as the sitemaps (shared/language-urls.ts says why x-default is English)
    ...languageAlternates(base).map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.hreflang,
      href: a.href,
    })),
    { property: 'og:locale', content: lang === 'ar' ? 'ar_AR' : 'en_US' },
  );
  return meta;
}

interface RootLike {
  lang: Lang;
  config: { siteTitle: Record<Lang, string>; publicUrl: string };
}

/**
 * The usual call from a route's `meta`: takes lang, site title and origin from the root loader.
 *   export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args, { title: …, description: … });
 */
export function routeMeta(
  args: {
    location: { pathname: string; search: string };
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  },
  page: { title?: string; description?: string },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.data as RootLike | undefined;
  const lang = root?.lang ?? 'en';
  return pageMeta({
    ...page,
    url: `${args.location.pathname}${args.location.search}`,
    lang,
    siteTitle: root?.config.siteTitle[lang] ?? 'Jaliya',
    origin: root?.config.publicUrl,
  });
}
