import { listingKindDefinitions, type ListingKind, listingPath } from '#shared/listings/kinds.ts';
import { blogPostPath, guidePath } from '#shared/content-paths.ts';
import type { PageKey } from '../../db/schema.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { SitemapPage } from './sitemap-xml.ts';
import type { SitemapsRepository } from './sitemaps.repository.ts';

/** The site's own pages in the sitemap, with the content page whose edits date them. */
const sitePages: Array<{ path: string; page?: PageKey }> = [
  { path: '/' },
  { path: '/About', page: 'about' },
  { path: '/Our-Service', page: 'our_services' },
  { path: '/Blog' },
  { path: '/User-Guide' },
  { path: '/Contact', page: 'contact' },
  { path: '/Privacy-Policy', page: 'privacy' },
  { path: '/Terms-conditions', page: 'terms' },
  { path: '/eula', page: 'eula' },
];

export interface SitemapsServiceDeps {
  repo: SitemapsRepository;
  listings: ListingsRepository;
  cityId: number;
  /** Addresses in one file at most (the protocol allows 50 000); each post takes two, one per language. */
  urlsPerFile: number;
}

const maxDate = (dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

const isKind = (name: string): name is ListingKind => listingKindDefinitions.some((k) => k.id === name);

/**
 * The sitemap index and its files: the site's pages, the blog, the guides, and one file (or several
 * numbered pages of it) per listing kind of shared/listings/kinds.ts, so a kind joins by being
 * defined. Posts are the listed ones only (the listings repository's `visible(…, 'listed')`).
 */
export function createSitemapsService({ repo, listings, cityId, urlsPerFile }: SitemapsServiceDeps) {
  const postsPerFile = Math.max(1, Math.floor(urlsPerFile / 2));

  async function pages(): Promise<SitemapPage[]> {
    const [changes, newestPost] = await Promise.all([repo.pageChanges(cityId), repo.newestBlogPost(cityId)]);
    return [
      ...sitePages.map((p) => ({
        path: p.path,
        lastmod: p.page ? changes.get(p.page) : p.path === '/Blog' ? newestPost : null,
      })),
      ...listingKindDefinitions.map((k) => ({ path: k.paths.list })),
    ];
  }

  return {
    /** The files of the index, each with its newest change. */
    async index(): Promise<Array<{ path: string; lastmod?: Date | null }>> {
      const [changes, newestPost, kinds] = await Promise.all([
        repo.pageChanges(cityId),
        repo.newestBlogPost(cityId),
        Promise.all(listingKindDefinitions.map((k) => listings.sitemapSummary({ cityId, kind: k.id }))),
      ]);
      const files: Array<{ path: string; lastmod?: Date | null }> = [
        { path: '/sitemaps/pages.xml', lastmod: maxDate([...changes.values(), newestPost]) },
        { path: '/sitemaps/blog.xml', lastmod: newestPost },
        { path: '/sitemaps/guides.xml' },
      ];
      listingKindDefinitions.forEach((kind, i) => {
        const count = Math.max(1, Math.ceil(kinds[i].count / postsPerFile));
        for (let page = 1; page <= count; page++)
          files.push({
            path: page === 1 ? `/sitemaps/${kind.id}.xml` : `/sitemaps/${kind.id}.xml?page=${page}`,
            lastmod: kinds[i].lastmod,
          });
      });
      return files;
    },

    /** The pages of one file (`pages`, `blog`, `guides` or a kind, `page` ≥ 1), or null when there is none. */
    async file(name: string, page: number): Promise<SitemapPage[] | null> {
      if (name === 'pages' || name === 'blog' || name === 'guides') {
        if (page !== 1) return null;
        if (name === 'pages') return pages();
        if (name === 'blog')
          return (await repo.blogPosts(cityId)).map((p) => ({ path: blogPostPath(p), lastmod: p.lastmod }));
        return (await repo.guides(cityId)).map((g) => ({ path: guidePath(g) }));
      }
      if (!isKind(name)) return null;
      const rows = await listings.listForSitemap({
        cityId,
        kind: name,
        limit: postsPerFile,
        offset: (page - 1) * postsPerFile,
      });
      // page 1 always exists (an empty kind has an empty file); later pages only while posts last
      if (page > 1 && rows.length === 0) return null;
      return rows.map((row) => ({ path: listingPath(name, row), lastmod: row.lastmod }));
    },
  };
}

export type SitemapsService = ReturnType<typeof createSitemapsService>;
