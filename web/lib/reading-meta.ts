import type { MetaDescriptor } from 'react-router';
import type { Lang } from '#shared/i18n/format.ts';
import { pageMeta } from './seo.ts';

interface RootLike {
  lang: Lang;
  config: { siteTitle: Record<Lang, string>; publicUrl: string };
}

/**
 * The shell's pageMeta (title, description, canonical, hreflang) with an explicit canonical path:
 * a post's canonical carries its real slug whatever slug the visitor typed, a list page its number.
 */
export function readingMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  page: { title?: string; description?: string; path: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootLike | undefined;
  const lang = root?.lang ?? 'en';
  return pageMeta({
    title: page.title,
    description: page.description,
    url: page.path,
    lang,
    siteTitle: root?.config.siteTitle[lang] ?? 'Jaliya',
    origin: root?.config.publicUrl,
  });
}
