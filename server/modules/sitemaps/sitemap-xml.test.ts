import { describe, expect, it } from 'vitest';
import { xmlProblems } from '../../test/xml-well-formed.ts';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes an address with & as &amp; in <loc> and in every alternate, well-formed', () => {
    const xml = urlsetXml('https://x.test', [
      { path: '/Blog?page=2&sort=new', lastmod: new Date('2026-11-20T10:11:12.345Z') },
    ]);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<loc>https://x.test/Blog?page=2&amp;sort=new&amp;lang=en</loc>');
    expect(xml).toContain('hreflang="ar" href="https://x.test/Blog?page=2&amp;sort=new&amp;lang=ar"');
    expect(xml).toContain('<lastmod>2026-11-20T10:11:12Z</lastmod>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('names absolute file addresses in the index', () => {
    const xml = sitemapIndexXml('https://x.test', [{ path: '/sitemaps/product.xml?page=2' }]);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<loc>https://x.test/sitemaps/product.xml?page=2</loc>');
  });

  it('the test checker itself refuses a bare & and an unclosed tag', () => {
    expect(xmlProblems('<a>x & y</a>')).not.toEqual([]);
    expect(xmlProblems('<a><b></a>')).not.toEqual([]);
  });
});
