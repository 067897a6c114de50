import type { MainCategory } from '#server/modules/categories/categories.service.ts';
import type { GeneralSettings } from '#server/modules/settings/settings.presenter.ts';
import { serviceEntriesOf } from '#shared/listings/definition.ts';
import { listingKindDefinitions } from '#shared/listings/kinds.ts';
import { contentSavedPaths } from '#shared/saved.ts';

export type { GeneralSettings, MainCategory };
export type ServiceKey = keyof GeneralSettings['services'];

type ServiceRoute = { key: ServiceKey; to: string; subKind?: 'service' | 'shops' };

/** The settings' order of services (product description §3 General settings). */
const serviceOrder: ServiceKey[] = ['service_provider', 'shops', 'market_place', 'rent', 'jobs'];

/** Where each offered service lives (product description §2, Our Services): each kind's entries. */
export const serviceRoutes: ServiceRoute[] = listingKindDefinitions
  .flatMap((k) =>
    serviceEntriesOf(k).map((s) => ({ key: s.key as ServiceKey, to: s.home, subKind: s.subKind })),
  )
  .sort((a, b) => serviceOrder.indexOf(a.key) - serviceOrder.indexOf(b.key));

/** /SubCategory/{name without spaces}/{id}/?Page=service|shops */
export function subCategoryPath(name: string, id: number, kind: 'service' | 'shops') {
  return `/SubCategory/${encodeURIComponent(name.replace(/\s+/g, ''))}/${id}/?Page=${kind}`;
}

const footerHidden = [
  '/login',
  '/register',
  '/forget-password',
  '/privacy-policy',
  '/terms-conditions',
  '/eula',
];
/** The footer is hidden on the sign-in and legal pages (any letter case, trailing slash or not). */
export function isFooterHidden(pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return footerHidden.includes(path);
}

const alwaysActive = [
  /^\/(profile|delete-account|changepassword|add-business)\/?$/,
  /^\/(login|register)\/?$/,
  /^\/show-product(\/|$)/,
  /^\/(user-guide|show-user-guide)(\/|$)/,
];
/** Every saved-items and own-posts page: blog posts' and each listing kind's. */
const accountListPaths = new Set(
  [
    ...Object.values(contentSavedPaths),
    ...listingKindDefinitions.flatMap((k) => [k.paths.saved, k.paths.mine]),
  ].map((p) => p.toLowerCase()),
);
/** Pages whose navbar is always in its solid ("active") state: account pages, login, register, product, user guide. */
export function isNavbarAlwaysActive(pathname: string) {
  const path = pathname.toLowerCase();
  return accountListPaths.has(path.replace(/\/+$/, '')) || alwaysActive.some((r) => r.test(path));
}
