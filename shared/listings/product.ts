import type { ListingKindDefinition } from './definition.ts';

/** A product is offered (for sale) or looked for (for buy); its condition is new or used. */
export const productPostTypes = ['sale', 'buy'] as const;
export const productConditions = ['new', 'used'] as const;

/**
 * The marketplace (product description §2 market-place routes, §3 Product). Its fields' schema is
 * `product.schema.ts`, kept apart so pages that only link to the marketplace do not load zod.
 */
export const productKind = {
  id: 'product',
  namespace: 'listings',
  endStatus: 'sold',
  // the marketplace shows the seller's phone on request; anonymity is for rentals and jobs
  allowsAnonymous: false,
  contactAttributes: ['phone'],
  // §5 'Image is required': every sale or wanted post shows at least one photo
  minPhotos: 1,
  contactOnRequest: { phone: 'phone' },
  service: { key: 'market_place', home: '/market-place' },
  paths: {
    list: '/market-place/products',
    show: '/Show-Product',
    create: '/market-place/new-product',
    formSlug: 'product',
    saved: '/saved-product',
    mine: '/my-product',
  },
} as const satisfies ListingKindDefinition;
