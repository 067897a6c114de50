/** Web paths of blog posts and guide entries (shared with the sitemaps) and of the blog's list pages. */
export { blogPostPath, guidePath } from '#shared/content-paths.ts';
export const blogListPath = (page: number) => (page <= 1 ? '/Blog' : `/Blog?page=${page}`);
