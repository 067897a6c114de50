/** Web paths of blog posts and guide entries; the slug is cosmetic (ids find the record). Pages and sitemaps share them. */
export const blogPostPath = (post: { id: number; slug: string }) =>
  `/Show-Blog/${post.id}/${encodeURIComponent(post.slug)}`;
export const guidePath = (guide: { id: number; slug: string }) =>
  `/Show-User-Guide/${guide.id}/${encodeURIComponent(guide.slug)}`;
