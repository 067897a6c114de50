import type { ListingKindDefinition } from './definition.ts';
import { jobKind } from './job.ts';
import { businessKind } from './business.ts';
import { productKind } from './product.ts';
import { rentKind } from './rent.ts';

/**
 * THE list of listing kinds. A kind exists when it is here: the API, the saved and own-post pages,
 * the account menu, the favourites and the tests read this array. Rent and jobs join
 * by adding their definition. Blog posts are content, not listings (see shared/saved.ts).
 */
export const listingKindDefinitions = [
  productKind,
  rentKind,
  jobKind,
  businessKind,
] as const satisfies readonly ListingKindDefinition[];

export type ListingKind = (typeof listingKindDefinitions)[number]['id'];
export const listingKinds = listingKindDefinitions.map((k) => k.id) as [ListingKind, ...ListingKind[]];

export function listingKindDefinition(kind: ListingKind): ListingKindDefinition {
  const found = listingKindDefinitions.find((k) => k.id === kind);
  if (!found) throw new Error(`unknown listing kind ${kind}`);
  return found;
}

export const isListingKind = (value: unknown): value is ListingKind =>
  typeof value === 'string' && (listingKinds as readonly string[]).includes(value);

/** The kind whose saved-items or own-posts page is at this path (any letter case, trailing slash). */
export function listingKindAt(page: 'saved' | 'mine', pathname: string): ListingKind | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return listingKindDefinitions.find((k) => k.paths[page].toLowerCase() === path)?.id ?? null;
}

/** The web path of a post: `/Show-Product/12/used-stroller`; the slug is cosmetic. */
export function listingPath(kind: ListingKind, listing: { id: number; slug: string }) {
  const show = listingKindDefinition(kind).paths.show;
  return listing.slug ? `${show}/${listing.id}/${encodeURIComponent(listing.slug)}` : `${show}/${listing.id}`;
}
