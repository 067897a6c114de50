import { z } from 'zod';
import { maxId, wholeNumber } from '../params.ts';
import { phoneSchema, textField } from '../validation.ts';
import { requiredId } from './fields.ts';

export const productPostTypes = ['sale', 'buy'] as const;
export const productConditions = ['new', 'used'] as const;

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

/** The attributes a product list can be filtered by (exact matches). */
export const productFilterSchema = z.strictObject({
  main_category_id: wholeNumber('validation.idInvalid', 1, maxId).optional(),
  sub_category_id: wholeNumber('validation.idInvalid', 1, maxId).optional(),
  post_type: z.enum(productPostTypes, { error: 'validation.invalid' }).optional(),
  condition: z.enum(productConditions, { error: 'validation.invalid' }).optional(),
});
