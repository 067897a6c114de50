import { listingKindSchemas } from '#shared/listings/schemas.ts';
import { productKind } from '#shared/listings/product.ts';
import type { ProductAttributes, ProductFilters } from '#shared/listings/product.schema.ts';
import type { AttributeCondition } from '../listings.repository.ts';
import type { ServerListingKind } from './kind.ts';

/** The marketplace on the server: its sub-category must sit under its main category, both 'market'. */
export const productServerKind: ServerListingKind = {
  definition: productKind,
  attributes: listingKindSchemas.product.attributes,
  filters: listingKindSchemas.product.filters,
  conditions(filters) {
    const f = filters as ProductFilters;
    const all: Array<AttributeCondition | null> = [
      f.main_category_id ? { op: 'equals', key: 'main_category_id', value: f.main_category_id } : null,
      f.sub_category_id ? { op: 'equals', key: 'sub_category_id', value: f.sub_category_id } : null,
      f.post_type ? { op: 'equals', key: 'post_type', value: f.post_type } : null,
      f.condition ? { op: 'equals', key: 'condition', value: f.condition } : null,
      f.year_from !== undefined ? { op: 'atLeast', key: 'year', value: f.year_from } : null,
      f.year_to !== undefined ? { op: 'atMost', key: 'year', value: f.year_to } : null,
      f.color ? { op: 'contains', key: 'color', value: f.color } : null,
      f.model ? { op: 'contains', key: 'model', value: f.model } : null,
      f.place ? { op: 'contains', key: 'place', value: f.place } : null,
    ];
    return all.filter((c) => c !== null);
  },
  async check({ repo, cityId, attributes }) {
    const { main_category_id, sub_category_id } = attributes as ProductAttributes;
    const exists = await repo.categoryPairExists({
      cityId,
      kind: 'market',
      mainId: main_category_id,
      subId: sub_category_id,
    });
    return exists
      ? []
      : [{ path: 'attributes.sub_category_id', code: 'listings.product.validation.subCategoryRequired' }];
  },
};
