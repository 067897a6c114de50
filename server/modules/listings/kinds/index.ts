import type { ListingKind } from '#shared/listings/kinds.ts';
import type { ServerListingKind } from './kind.ts';
import { jobServerKind } from './job.ts';
import { businessServerKind } from './business.ts';
import { productServerKind } from './product.ts';
import { rentServerKind } from './rent.ts';

/**
 * Every kind's server part, by kind id: a static object the compiler checks against
 * shared/listings/kinds.ts (a kind defined there without its server part does not compile).
 */
export const serverListingKinds: Record<ListingKind, ServerListingKind> = {
  product: productServerKind,
  rent: rentServerKind,
  job: jobServerKind,
  business: businessServerKind,
};
