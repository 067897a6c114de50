import type { ListingKindDefinition } from './definition.ts';

/** What kind of place (product description §3 Rent): a whole dwelling, or a room in one. */
export const rentAccommodationTypes = ['apartment', 'house', 'townhouse', 'room', 'home'] as const;
/** A place offered for rent, or someone looking for one. */
export const rentPostTypes = ['for_rent', 'looking_for'] as const;
/** Who may live there; 'any' means open to both or a family. */
export const rentGenders = ['male', 'female', 'any'] as const;

export type RentAccommodationType = (typeof rentAccommodationTypes)[number];
export type RentPostType = (typeof rentPostTypes)[number];
export type RentGender = (typeof rentGenders)[number];

/** The looking-for list (§2 `/Rent`); the offers list is the kind's `paths.list` (`/rents`). */
export const rentLookingListPath = '/Rent';

/**
 * US fair-housing rule: a gender preference is lawful only for shared living, a room or a place whose
 * bathroom is shared. A whole apartment or house is open to 'any'.
 */
export const isSharedLiving = (a: { accommodation_type?: unknown; shared_bathroom?: unknown }) =>
  a.accommodation_type === 'room' || a.shared_bathroom === true;

/**
 * Rentals (product description §2 rent routes, §3 Rent, §5 rent form). Its fields' schema is
 * `rent.schema.ts`. Posts may be anonymous: then the e-mail and phone stay with the owner and
 * readers write through the contact relay.
 */
export const rentKind = {
  id: 'rent',
  namespace: 'rent',
  endStatus: 'closed',
  allowsAnonymous: true,
  contactAttributes: ['email', 'phone'],
  contactOnRequest: { phone: 'phone', email: 'email' },
  requiredFields: {
    price: 'rent.validation.priceRequired',
    description: 'rent.validation.descriptionRequired',
  },
  // a place on offer shows a photo; someone looking for one has nothing to photograph
  minPhotos: (attributes) => (attributes.post_type === 'looking_for' ? 0 : 1),
  formEntries: [
    { path: '/rentForm', preset: { post_type: 'looking_for' }, title: 'rent.posting.lookingTitle' },
  ],
  // /post-rent is headed 'Post a place for rent'
  createPreset: { post_type: 'for_rent' },
  // the header's Our Services link as §2 spells it: /rent (the looking-for list, with a tab to the offers)
  service: { key: 'rent', home: '/rent' },
  paths: {
    list: '/rents',
    show: '/Rent',
    create: '/post-rent',
    formSlug: 'rent',
    saved: '/saved-accomodation',
    mine: '/my-housing',
  },
} as const satisfies ListingKindDefinition;
