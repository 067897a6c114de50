// Every public page type, shared by the measuring scripts (audit-web, measure-html). `null` paths
// are found on the running site: the first post a list page links to.
export const pageTypes = [
  { name: 'home', path: '/' },
  { name: 'blog list', path: '/Blog' },
  { name: 'blog post', path: null, from: { list: '/Blog', prefix: '/Show-Blog/' } },
  { name: 'about', path: '/About' },
  { name: 'contact', path: '/Contact' },
  { name: 'user guide', path: '/User-Guide' },
  { name: 'login', path: '/Login' },
  { name: 'register', path: '/Register' },
  { name: 'search results', path: '/search-result/halal' },
  { name: 'product list', path: '/market-place/products' },
  { name: 'product page', path: null, from: { list: '/market-place/products', prefix: '/Show-Product/' } },
  { name: 'rent list', path: '/rents' },
  { name: 'rent page', path: null, from: { list: '/rents', prefix: '/Rent/' } },
  { name: 'job list', path: '/jobs' },
  { name: 'job page', path: null, from: { list: '/jobs', prefix: '/show-job/' } },
  { name: 'category', path: '/Category/shops' },
  { name: 'sub-category', path: null, from: { list: '/Category/shops', prefix: '/SubCategory/' } },
  // a list found on another found page: `list` names that page
  { name: 'business page', path: null, from: { list: 'sub-category', prefix: '/MarketProfile/' } },
  // the same sub-category with its map shown (issue 9 measures both): `of` names the page, `query` is added
  { name: 'sub-category map', path: null, from: { of: 'sub-category', query: 'map=1' } },
  // The newsletter confirm and unsubscribe pages are left out: a made-up token answers 400 (which
  // Lighthouse refuses to audit) and a real token works once.
];

/** The page types named in `wanted` (names or paths; all when empty). */
export function selectPages(wanted) {
  const names = wanted
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return pageTypes.filter((p) => !names?.length || names.includes(p.name) || names.includes(p.path));
}

/** A page's path, found on the site at `origin` the first time when the list does not name it. */
export async function pathOf(origin, page) {
  if (page.path) return page.path;
  if (page.from.of) {
    const base = await pathOf(
      origin,
      pageTypes.find((p) => p.name === page.from.of),
    );
    page.path = `${base}${base.includes('?') ? '&' : '?'}${page.from.query}`;
    return page.path;
  }
  const { list, prefix } = page.from;
  const listPath = list.startsWith('/')
    ? list
    : await pathOf(
        origin,
        pageTypes.find((p) => p.name === list),
      );
  const html = await (await fetchRetrying(`${origin}${listPath}`)).text();
  // as linked, query included (the sub-category links carry ?Page=service)
  const href = new RegExp(`href="(${prefix}[^"#]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`no ${prefix} page linked from ${list}`);
  page.path = href;
  return href;
}

/**
 * fetch, once more after a socket error: a long Lighthouse run can leave fetch's pooled keep-alive
 * connection idle past the server's keep-alive timeout, and the server's close races the reuse
 * ("other side closed", seen in audit:web after ten minutes of runs).
 */
async function fetchRetrying(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}
