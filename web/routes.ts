import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { listingKindDefinitions } from '../shared/listings/kinds.ts';
import { contentSavedPaths } from '../shared/saved.ts';

/**
 * Every route of the product description §2. Paths match case-insensitively (React Router's default),
 * so /blog and /Blog are the same page. Pages that later issues build answer not-found until then
 * (routes/not-yet-built.tsx), never a placeholder.
 */
const notYet = 'routes/not-yet-built.tsx';
const later = (path: string, id: string) => route(path, notYet, { id });

export default [
  index('routes/home.tsx'),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('About', 'routes/about.tsx'),
  route('Our-Service', 'routes/our-services.tsx'),
  route('Blog', 'routes/blog.tsx'),
  route('Show-Blog/:id?/:slug?', 'routes/show-blog.tsx'),
  route('Contact', 'routes/contact.tsx'),
  route('User-Guide', 'routes/user-guide.tsx'),
  route('Show-User-Guide/:id/:slug?', 'routes/show-user-guide.tsx'),
  route('Privacy-Policy', 'routes/legal-page.tsx', { id: 'privacy' }),
  route('Terms-conditions', 'routes/legal-page.tsx', { id: 'terms' }),
  route('eula', 'routes/legal-page.tsx', { id: 'eula' }),
  // the header search without JavaScript: ?keyword=… → /search-result/{keyword} (before the keyword route)
  route('search-result', 'routes/search-redirect.ts'),
  route('search-result/:keyword/:type?', 'routes/search-result.tsx'),
  route('actions/subscribe', 'routes/actions.subscribe.ts'),
  // the newsletter's double opt-in link and every issue's one-click unsubscribe (RFC 8058)
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),

  // Accounts (issue: accounts)
  route('Login', 'routes/login.tsx'),
  route('Register', 'routes/register.tsx'),
  route('Forget-Password', 'routes/forget-password.tsx'),
  route('actions/logout', 'routes/actions.logout.ts'),
  route('actions/favorite', 'routes/actions.favorite.ts'),
  // Moderation (issue 7): readers' reports from a post's page, the moderators' console
  route('actions/report', 'routes/actions.report.ts'),
  route('admin/moderation', 'routes/admin/moderation.tsx'),
  // the posting form: each kind's form at its create path (edit: ?edit=ID), the form's per-photo
  // upload, and the owner's actions from the own-posts pages (sold/closed, renew, delete)
  ...listingKindDefinitions.map((kind) =>
    route(kind.paths.create.slice(1), 'routes/listing-form.tsx', { id: `post-${kind.id}` }),
  ),
  route('actions/photos', 'routes/actions.photo-upload.ts'),
  route('actions/listing', 'routes/actions.listing.ts'),
  layout('routes/account/layout.tsx', [
    route('Profile', 'routes/account/profile.tsx'),
    route(contentSavedPaths.blog.slice(1), 'routes/account/saved-list.tsx', { id: 'saved-blogs' }),
    // each listing kind's saved and own-posts pages, from its definition (shared/listings/)
    ...listingKindDefinitions.flatMap((kind) => [
      route(kind.paths.saved.slice(1), 'routes/account/saved-list.tsx', { id: `saved-${kind.id}` }),
      route(kind.paths.mine.slice(1), 'routes/account/my-posts.tsx', { id: `mine-${kind.id}` }),
    ]),
    route('delete-account', 'routes/account/delete-account.tsx'),
    route('changePassword', 'routes/account/change-password.tsx'),
  ]),

  // Directory, marketplace, rentals and jobs (later issues). The saved and own-posts pages of the
  // kinds not defined yet in shared/listings/ (business, rent, job) come with their definition.
  later('saved-accomodation', 'saved-accomodation'),
  later('saved-job', 'saved-job'),
  later('my-job', 'my-job'),
  later('my-housing', 'my-housing'),
  later('jobs', 'jobs'),
  later('rents', 'rents'),
  route('SubCategory/:categoryName?/:id', 'routes/directory-sub-category.tsx'),
  route('Category/:type', 'routes/directory-category.tsx'),
  route('MarketProfile/:id/:slug?', 'routes/market-profile.tsx'),
  later('Rent', 'rent'),
  later('Rent/:id/:slug?', 'rent-detail'),
  later('Job', 'job'),
  later('show-job/:id?/:slug?', 'show-job'),
  route('market-place', 'routes/market-place.tsx'),
  route('market-place/subCategory', 'routes/market-sub-category.tsx'),
  route('market-place/products', 'routes/market-products.tsx'),
  route('Show-Product/:id/:slug?', 'routes/show-product.tsx'),
  later('post-job', 'post-job'),
  later('post-rent', 'post-rent'),
  later('rentForm', 'rent-form'),
  // the generic entry to a kind's posting form by its slug (/form/product)
  route('form/:slug', 'routes/form-slug.tsx'),
  later('jobforcompany', 'job-for-company'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
