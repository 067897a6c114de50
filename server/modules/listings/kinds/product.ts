import { listingKindSchemas } from '../../../../shared/listings/schemas.ts';
import { productKind } from '../../../../shared/listings/product.ts';
import type { ProductAttributes } from '../../../../shared/listings/product.schema.ts';
import type { ServerListingKind } from './kind.ts';

/** The marketplace on the server: its sub-category must sit under its main category, both 'market'. */
export const productServerKind: ServerListingKind = {
  definition: productKind,
  attributes: listingKindSchemas.product.attributes,
  filters: listingKindSchemas.product.filters,
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
