import type { ListingKindDefinition } from './definition.ts';

/**
 * Community attributes a business may state (issue 9): readers filter a sub-category by them.
 * Stored as a list of these ids in `attributes.community`.
 */
export const communityAttributes = [
  'halal',
  'arabic_speaking',
  'women_only_hours',
  'prayer_space',
  'family_friendly',
] as const;
export type CommunityAttribute = (typeof communityAttributes)[number];

/** Its social links (product description §3 Business: Facebook, Instagram, Twitter, YouTube, TikTok, Pinterest). */
export const businessSocials = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'tiktok',
  'pinterest',
] as const;
export type BusinessSocial = (typeof businessSocials)[number];

/**
 * The photo groups of a business, in display order, with how many each takes (§5, §9: one logo, one
 * cover, main photos 3–6, gallery 6–10 of which at least 3 are required). See `photo_groups` in
 * business.schema.ts for how they travel in the API.
 */
export const businessPhotoGroups = {
  logo: { min: 1, max: 1 },
  cover: { min: 1, max: 1 },
  main: { min: 3, max: 6 },
  gallery: { min: 3, max: 10 },
} as const;
export type BusinessPhotoGroup = keyof typeof businessPhotoGroups;

/** The directory's two halves: the categories' kind in the `categories` table and its Category page. */
export const directoryTypes = { shops: 'shops', services: 'service' } as const;
export type DirectoryType = keyof typeof directoryTypes;

/**
 * The business directory (product description §2 /Category, /SubCategory, /MarketProfile,
 * /add-business, /my-business, /saved-store; §3 Business/shop): shops and service providers are one
 * kind, told apart by their categories (kind 'shops' or 'service'). Its fields' schema is
 * `business.schema.ts`; its opening hours logic `opening-hours.ts`.
 */
export const businessKind = {
  id: 'business',
  namespace: 'business',
  // a business that stops trading is closed
  endStatus: 'closed',
  // a directory entry stays listed until its owner closes or deletes it: it never runs out
  expires: false,
  // a business is found by its name and its address: it is never posted anonymously
  allowsAnonymous: false,
  contactAttributes: ['phone', 'email', 'website', 'socials'],
  service: [
    { key: 'service_provider', home: '/Category/services', subKind: 'service' },
    { key: 'shops', home: '/Category/shops', subKind: 'shops' },
  ],
  paths: {
    list: '/Category/shops',
    show: '/MarketProfile',
    create: '/add-business',
    formSlug: 'business',
    saved: '/saved-store',
    mine: '/my-business',
  },
  photoGroups: businessPhotoGroups,
} as const satisfies ListingKindDefinition;
