import { z } from 'zod';
import { maxId, wholeNumber } from '../params.ts';
import { phoneSchema, textField } from '../validation.ts';
import { filterEnum, filterText, requiredId } from './fields.ts';

import { productConditions, productPostTypes } from './product.ts';

export { productConditions, productPostTypes };

/** The oldest and newest model year a product may state (next year's models are on sale already). */
export const productYearRange = { min: 1900, max: new Date().getUTCFullYear() + 1 } as const;

/**
 * A product's own fields (product description §3 Product, §5 messages), stored in
 * listings.attributes. Strict: a field this schema does not name is refused, so nothing else
 * (a status, an owner) can ride along in the attributes.
 */
export const productAttributesSchema = z.strictObject({
  main_category_id: requiredId('listings.product.validation.mainCategoryRequired'),
  sub_category_id: requiredId('listings.product.validation.subCategoryRequired'),
  post_type: z.enum(productPostTypes, { error: 'listings.product.validation.postTypeRequired' }),
  condition: z.enum(productConditions, { error: 'listings.product.validation.conditionInvalid' }).optional(),
  year: wholeNumber(
    'listings.product.validation.yearInvalid',
    productYearRange.min,
    productYearRange.max,
  ).optional(),
  color: textField({ max: 40 }),
  model: textField({ max: 80 }),
  place: textField({ max: 120 }),
  phone: phoneSchema.optional(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** A year in a list filter, Arabic-Indic digits accepted; '' means no filter. */
const filterYear = z.preprocess(
  (v) => (v === '' ? undefined : v),
  wholeNumber('market.validation.yearInvalid', productYearRange.min, productYearRange.max).optional(),
);
/** A category id in a list filter; '' (the "all" option of a select) means no filter. */
export const optionalFilterId = (key: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), wholeNumber(key, 1, maxId).optional());
/**
 * What a product list can be filtered by (the query of GET /listings?kind=product and of the
 * /market-place/products form): categories, post type and condition match exactly; the year is a
 * range; colour, model and place match part of the text, in any letter case.
 */
export const productFilterSchema = z
  .strictObject({
    main_category_id: optionalFilterId('market.validation.mainCategoryInvalid'),
    sub_category_id: optionalFilterId('market.validation.subCategoryInvalid'),
    post_type: filterEnum(productPostTypes, 'market.validation.postTypeInvalid'),
    condition: filterEnum(productConditions, 'market.validation.conditionInvalid'),
    year_from: filterYear,
    year_to: filterYear,
    color: filterText(40),
    model: filterText(80),
    place: filterText(120),
  })
  .refine((f) => f.year_from === undefined || f.year_to === undefined || f.year_from <= f.year_to, {
    error: 'market.validation.yearRange',
    path: ['year_to'],
  });
export type ProductFilters = z.infer<typeof productFilterSchema>;
