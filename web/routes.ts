import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import type { ListingKindDefinition } from '../shared/listings/definition.ts';
import { listingKindDefinitions } from '../shared/listings/kinds.ts';
import { contentSavedPaths } from '../shared/saved.ts';

/**
 * Every route of the product description §2. Paths match case-insensitively (React Router's default),
 * so /blog and /Blog are the same page.
 */
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
  // the contact relay: a reader's message to an (anonymous) post's author, by e-mail
  route('actions/contact-relay', 'routes/actions.contact-relay.ts'),
  route('admin/moderation', 'routes/admin/moderation.tsx'),
  // the posting form: each kind's form at its create path (edit: ?edit=ID), the form's per-photo
  // upload, and the owner's actions from the own-posts pages (sold/closed, renew, delete)
  ...listingKindDefinitions.flatMap((kind) => [
    route(kind.paths.create.slice(1), 'routes/listing-form.tsx', { id: `post-${kind.id}` }),
    ...((kind as ListingKindDefinition).formEntries ?? []).map((entry, i) =>
      route(entry.path.slice(1), 'routes/listing-form.tsx', { id: `post-${kind.id}-${i + 1}` }),
    ),
  ]),
  route('actions/photos', 'routes/actions.photo-upload.ts'),
  // a business owner's opening hours, changed without review (decision 106), with or without JavaScript
  route('my-business/:id/hours', 'routes/business-hours.tsx'),
  route('actions/business-hours', 'routes/actions.business-hours.ts'),
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
  route('SubCategory/:categoryName?/:id', 'routes/directory-sub-category.tsx'),
  route('Category/:type', 'routes/directory-category.tsx'),
  route('MarketProfile/:id/:slug?', 'routes/market-profile.tsx'),
  // rentals (issue 8): offers at /rents, looking-for posts at /Rent, one post at /Rent/:id/:slug?
  route('rents', 'routes/rent-list.tsx', { id: 'rent-offers' }),
  route('Rent', 'routes/rent-list.tsx', { id: 'rent-looking' }),
  route('Rent/:id/:slug?', 'routes/show-rent.tsx'),
  route('market-place', 'routes/market-place.tsx'),
  route('market-place/subCategory', 'routes/market-sub-category.tsx'),
  route('market-place/products', 'routes/market-products.tsx'),
  route('Show-Product/:id/:slug?', 'routes/show-product.tsx'),
  // the generic entry to a kind's posting form by its slug (/form/product)
  route('form/:slug', 'routes/form-slug.tsx'),
  // the jobs board (issue 8): offers at /jobs, people looking for work at /Job
  route('jobs', 'routes/jobs.tsx', { id: 'jobs-hiring' }),
  route('Job', 'routes/jobs.tsx', { id: 'jobs-looking' }),
  route('show-job/:id?/:slug?', 'routes/show-job.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
