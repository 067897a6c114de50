import { languageAlternates, languageUrl } from '#shared/language-urls.ts';

/** One page of the site in a sitemap: its path (both languages are written) and its last change. */
export interface SitemapPage {
  path: string;
  lastmod?: Date | null;
}

/** The sitemap protocol's limit of addresses in one file. */
export const sitemapProtocolMaxUrls = 50_000;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text and attribute values in XML: the five characters with a meaning there become entities. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => entities[ch]);

/** W3C datetime at second precision, as the protocol's `<lastmod>` takes it. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const lastmodTag = (date?: Date | null) => (date ? `<lastmod>${w3cDate(new Date(date))}</lastmod>` : '');

/**
 * A `<urlset>` with every page twice, once per language (`?lang=en`, `?lang=ar`), each entry naming
 * both alternates and x-default the way the pages' own `<link rel="alternate">` tags do.
 */
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const url = new URL(page.path, origin);
    const links = languageAlternates(url)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    for (const lang of ['en', 'ar'] as const)
      parts.push(
        `<url><loc>${escapeXml(languageUrl(url, lang))}</loc>${lastmodTag(page.lastmod)}${links}</url>\n`,
      );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The `<sitemapindex>` naming every sitemap file (absolute addresses) with its newest change. */
export function sitemapIndexXml(
  origin: string,
  files: Array<{ path: string; lastmod?: Date | null }>,
): string {
  const entries = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(new URL(f.path, origin).toString())}</loc>${lastmodTag(f.lastmod)}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
