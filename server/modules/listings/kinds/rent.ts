import { rentKind } from '#shared/listings/rent.ts';
import type { RentFilters } from '#shared/listings/rent.schema.ts';
import { listingKindSchemas } from '#shared/listings/schemas.ts';
import type { AttributeCondition } from '../listings.repository.ts';
import type { ServerListingKind } from './kind.ts';

/** Rentals on the server: every rule is in the shared schema (the fair-housing one too). */
export const rentServerKind: ServerListingKind = {
  definition: rentKind,
  attributes: listingKindSchemas.rent.attributes,
  filters: listingKindSchemas.rent.filters,
  conditions(filters) {
    const f = filters as RentFilters;
    const all: Array<AttributeCondition | null> = [
      f.post_type ? { op: 'equals', key: 'post_type', value: f.post_type } : null,
      f.accommodation_type ? { op: 'equals', key: 'accommodation_type', value: f.accommodation_type } : null,
      f.shared_bathroom !== undefined
        ? { op: 'equals', key: 'shared_bathroom', value: f.shared_bathroom }
        : null,
      // a woman looking for a place wants the places open to women: 'female' and 'any'
      f.gender
        ? { op: 'oneOf', key: 'gender', values: f.gender === 'any' ? ['any'] : [f.gender, 'any'] }
        : null,
      f.bedrooms_min !== undefined ? { op: 'atLeast', key: 'bedrooms', value: f.bedrooms_min } : null,
      f.bathrooms_min !== undefined ? { op: 'atLeast', key: 'bathrooms', value: f.bathrooms_min } : null,
      f.city ? { op: 'contains', key: 'city', value: f.city } : null,
      f.living_area ? { op: 'contains', key: 'living_area', value: f.living_area } : null,
    ];
    return all.filter((c) => c !== null);
  },
  async check() {
    return [];
  },
};
