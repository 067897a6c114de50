import { describe, expect, it } from 'vitest';
import { isFooterHidden, isNavbarAlwaysActive, serviceRoutes, subCategoryPath } from './shell-data.ts';

describe('shell rules', () => {
  it('hides the footer on login, register, forget-password and legal pages in any case', () => {
    for (const p of [
      '/Login',
      '/login/',
      '/REGISTER',
      '/Forget-Password',
      '/privacy-policy',
      '/Terms-conditions',
      '/eula',
    ])
      expect(isFooterHidden(p)).toBe(true);
    for (const p of ['/', '/Blog', '/Contact', '/eula-x']) expect(isFooterHidden(p)).toBe(false);
  });

  it('keeps the navbar active on account, login, register, product and guide pages', () => {
    for (const p of [
      '/Profile',
      '/my-product',
      '/saved-blogs/',
      '/SAVED-PRODUCT',
      '/changePassword',
      '/Login',
      '/Register',
      '/Show-Product/4/x',
      '/User-Guide',
      '/Show-User-Guide/2',
    ])
      expect(isNavbarAlwaysActive(p)).toBe(true);
    for (const p of ['/', '/Blog', '/profiles']) expect(isNavbarAlwaysActive(p)).toBe(false);
  });

  it("lists Our Services in the settings' order, the marketplace's home from its kind definition", () => {
    expect(serviceRoutes.map((s) => [s.key, s.to])).toEqual([
      ['service_provider', '/Category/services'],
      ['shops', '/Category/shops'],
      ['market_place', '/market-place'],
      ['rent', '/rent'],
      // §2 Header: 'rent (/rent), jobs (/job)', spelt as the spec does
      ['jobs', '/job'],
    ]);
  });

  it('builds sub-category links without spaces', () => {
    expect(subCategoryPath('Halal Butchers', 12, 'shops')).toBe('/SubCategory/HalalButchers/12/?Page=shops');
    expect(subCategoryPath('Tax & Accounting', 3, 'service')).toBe(
      '/SubCategory/Tax%26Accounting/3/?Page=service',
    );
  });
});
