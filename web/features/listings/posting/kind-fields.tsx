import type { ComponentType } from 'react';
import type { ListingKind } from '#shared/listings/kinds.ts';
import { JobFields } from './job-fields.tsx';
import { BusinessFields } from './business-fields.tsx';
import { type KindFieldsProps, ProductFields } from './product-fields.tsx';
import { RentFields } from './rent-fields.tsx';

/** Each kind's own inputs in the generic posting form; a kind without an entry does not compile. */
export const kindFields: Record<ListingKind, ComponentType<KindFieldsProps>> = {
  product: ProductFields,
  rent: RentFields,
  job: JobFields,
  business: BusinessFields,
};
