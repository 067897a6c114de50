import { z } from 'zod';
import { emailSchema, phoneSchema, textField } from '../validation.ts';
import { countField, filterEnum, filterText, yesNo } from './fields.ts';
import { isSharedLiving, rentAccommodationTypes, rentGenders, rentPostTypes } from './rent.ts';

export const rentLimits = {
  cityMax: 80,
  livingAreaMax: 120,
  roomsMax: 20,
  areaMax: 100_000,
} as const;

const v = (key: string) => `rent.validation.${key}`;
/** A required text whose empty value gets the field's own 'X is required' (§5). */
const requiredText = (max: number, required: string) =>
  textField({ max, required: v(required), tooLong: v('textTooLong') });

/**
 * A rental's own fields (product description §3 Rent, §5 rent form messages), stored in
 * listings.attributes. Strict, like every kind's. The fair-housing rule: a gender preference only
 * for shared living (a room, or a shared bathroom).
 */
export const rentAttributesSchema = z
  .strictObject({
    post_type: z.enum(rentPostTypes, { error: v('typeRequired') }),
    accommodation_type: z.enum(rentAccommodationTypes, { error: v('accommodationRequired') }),
    city: requiredText(rentLimits.cityMax, 'cityRequired'),
    living_area: requiredText(rentLimits.livingAreaMax, 'locationRequired'),
    gender: z.enum(rentGenders, { error: v('genderRequired') }),
    bedrooms: countField(v('bedroomsRequired'), v('bedroomsInvalid'), 0, rentLimits.roomsMax),
    bathrooms: countField(v('bathroomsRequired'), v('bathroomsInvalid'), 0.5, rentLimits.roomsMax, 0.5),
    shared_bathroom: yesNo('validation.invalid').transform((b) => b ?? false),
    area_sqft: countField(v('areaRequired'), v('areaInvalid'), 1, rentLimits.areaMax),
    email: z
      .string({ error: v('emailRequired') })
      .trim()
      .min(1, { error: v('emailRequired') })
      .pipe(emailSchema),
    phone: z
      .string({ error: v('phoneRequired') })
      .trim()
      .min(1, { error: v('phoneRequired') })
      .pipe(phoneSchema),
  })
  .refine((a) => a.gender === 'any' || isSharedLiving(a), {
    error: v('genderSharedOnly'),
    path: ['gender'],
  });
export type RentAttributes = z.infer<typeof rentAttributesSchema>;

const minCount = (key: string) =>
  z.preprocess(
    (x) => (x === '' ? undefined : x),
    countField(v(key), v(key), 0, rentLimits.roomsMax, 0.5).optional(),
  );

/**
 * What a rental list can be filtered by (GET /listings?kind=rent, the /rents and /Rent pages):
 * type, post type and shared bathroom match exactly; a gender shows the places open to it (its own
 * and 'any'); bedrooms and bathrooms are minimums; city and living area match part of the text.
 */
export const rentFilterSchema = z.strictObject({
  post_type: filterEnum(rentPostTypes, v('filterInvalid')),
  accommodation_type: filterEnum(rentAccommodationTypes, v('filterInvalid')),
  gender: filterEnum(rentGenders, v('filterInvalid')),
  city: filterText(rentLimits.cityMax),
  living_area: filterText(rentLimits.livingAreaMax),
  bedrooms_min: minCount('minInvalid'),
  bathrooms_min: minCount('minInvalid'),
  shared_bathroom: yesNo(v('filterInvalid')),
});
export type RentFilters = z.infer<typeof rentFilterSchema>;
