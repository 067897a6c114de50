import { businessKind } from '#shared/listings/business.ts';
import {
  type BusinessAttributes,
  type BusinessFilters,
  businessFieldIssues,
  businessHoursRequestSchema,
} from '#shared/listings/business.schema.ts';
import { listingKindSchemas } from '#shared/listings/schemas.ts';
import type { AttributeCondition } from '../listings.repository.ts';
import type { ServerListingKind } from './kind.ts';

/**
 * The business directory on the server: its sub-categories must all sit under its main category,
 * a shops or service-provider one of this city; its hours change without review.
 */
export const businessServerKind: ServerListingKind = {
  definition: businessKind,
  attributes: listingKindSchemas.business.attributes,
  filters: listingKindSchemas.business.filters,
  photoGroups: listingKindSchemas.business.photoGroups,
  fieldIssues: businessFieldIssues,
  unreviewedAttributes: businessHoursRequestSchema,
  conditions(filters, context) {
    const f = filters as BusinessFilters;
    const all: Array<AttributeCondition | null> = [
      f.main_category_id ? { op: 'equals', key: 'main_category_id', value: f.main_category_id } : null,
      f.sub_category_id ? { op: 'subCategory', id: f.sub_category_id } : null,
      f.community?.length ? { op: 'includes', key: 'community', values: f.community } : null,
      f.open_now ? { op: 'openNow', timeZone: context.timeZone } : null,
    ];
    return all.filter((c) => c !== null);
  },
  async check({ repo, cityId, attributes }) {
    const { main_category_id, sub_category_ids } = attributes as BusinessAttributes;
    const found = await repo.countSubsUnder({
      cityId,
      kinds: ['shops', 'service'],
      mainId: main_category_id,
      subIds: sub_category_ids,
    });
    return found === sub_category_ids.length
      ? []
      : [{ path: 'attributes.sub_category_ids', code: 'business.validation.subCategoryRequired' }];
  },
};
