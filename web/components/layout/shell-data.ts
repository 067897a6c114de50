import type { MainCategory } from '../../../server/modules/categories/categories.service.ts';
import type { GeneralSettings } from '../../../server/modules/settings/settings.presenter.ts';

export type { GeneralSettings, MainCategory };
export type ServiceKey = keyof GeneralSettings['services'];

/** Where each offered service lives (product description §2, Our Services). */
export const serviceRoutes: Array<{ key: ServiceKey; to: string; subKind?: 'service' | 'shops' }> = [
  { key: 'service_provider', to: '/Category/services', subKind: 'service' },
  { key: 'shops', to: '/Category/shops', subKind: 'shops' },
  { key: 'market_place', to: '/market-place' },
  { key: 'rent', to: '/rent' },
  { key: 'jobs', to: '/job' },
];

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
  /^\/(profile|saved-store|saved-accomodation|saved-job|saved-product|saved-blogs|my-product|my-job|my-housing|my-business|delete-account|changepassword|add-business)\/?$/,
  /^\/(login|register)\/?$/,
  /^\/show-product(\/|$)/,
  /^\/(user-guide|show-user-guide)(\/|$)/,
];
/** Pages whose navbar is always in its solid ("active") state: account pages, login, register, product, user guide. */
export function isNavbarAlwaysActive(pathname: string) {
  const path = pathname.toLowerCase();
  return alwaysActive.some((r) => r.test(path));
}
