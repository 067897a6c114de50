import { z } from 'zod';
import { cursorSchema, idSchema } from '../params.ts';
import {
  idempotencyKeySchema,
  listingDescriptionSchema,
  listingLimits,
  listingTitleSchema,
  priceSchema,
} from './fields.ts';
import { type ListingKind, listingKinds } from './kinds.ts';
import { jobAttributesSchema, jobFilterSchema } from './job.schema.ts';
import {
  businessAttributesSchema,
  businessFilterSchema,
  businessPhotoGroupsSchema,
} from './business.schema.ts';
import { productAttributesSchema, productFilterSchema } from './product.schema.ts';
import { rentAttributesSchema, rentFilterSchema } from './rent.schema.ts';
import { listingStatuses } from './statuses.ts';
import { type ListingSort, listingSorts } from './sorts.ts';
import { photoIdSchema, photoLimits, photoSchema } from '../photos.ts';

/**
 * Each kind's field schema and list filters, by kind (and, for a kind whose photos come in named
 * groups, the groups' schema). `satisfies Record<ListingKind, …>` makes a kind added to kinds.ts
 * without its schemas a compile error.
 */
export const listingKindSchemas = {
  product: { attributes: productAttributesSchema, filters: productFilterSchema },
  rent: { attributes: rentAttributesSchema, filters: rentFilterSchema },
  job: { attributes: jobAttributesSchema, filters: jobFilterSchema },
  business: {
    attributes: businessAttributesSchema,
    filters: businessFilterSchema,
    photoGroups: businessPhotoGroupsSchema,
  },
} as const satisfies Record<
  ListingKind,
  { attributes: z.ZodType; filters: z.ZodType; photoGroups?: z.ZodType<Record<string, string[]>> }
>;

export const listingKindSchema = z.enum(listingKinds, { error: 'validation.invalid' });

/**
 * What the owner writes, for every kind. Strict: a body that names `status`, `owner_id` or any
 * other field is refused with 400, never half-applied. The attributes are checked against the
 * kind's own schema by the service (`parseListingAttributes`), for the API and the form alike.
 */
const ownerFields = {
  title: listingTitleSchema,
  description: listingDescriptionSchema,
  price: priceSchema.optional().transform((v) => v ?? null),
  attributes: z.record(z.string(), z.unknown(), { error: 'validation.invalid' }),
  /** Ids of the author's uploaded photos, in display order; on an edit, the post's whole new list. */
  photo_ids: z.array(photoIdSchema).max(photoLimits.perListing, { error: 'validation.invalid' }).optional(),
  /**
   * Post without name, e-mail or phone (kinds whose definition allows it; the others refuse it).
   * Left out: false on a new post, unchanged on an edit (an app that does not know the flag never
   * unmasks a post by editing it).
   */
  anonymous: z.boolean({ error: 'validation.invalid' }).optional(),
  /**
   * Instead of `photo_ids`, for a kind whose photos come in named groups (its definition's
   * `photoGroups`, checked by its `photoGroups` schema): each group's ids in display order.
   */
  photo_groups: z
    .record(z.string().max(20), z.array(photoIdSchema).max(photoLimits.perListing), {
      error: 'validation.invalid',
    })
    .optional(),
};

export const createListingRequestSchema = z.strictObject({
  kind: listingKindSchema,
  ...ownerFields,
  /** Or the Idempotency-Key header. */
  idempotency_key: idempotencyKeySchema.optional(),
});
export type CreateListingRequest = z.infer<typeof createListingRequestSchema>;

export const updateListingRequestSchema = z.strictObject(ownerFields);
export type UpdateListingRequest = z.infer<typeof updateListingRequestSchema>;

export { type ListingSort, listingSorts };
export const listingSortSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(listingSorts, { error: 'market.validation.sortInvalid' }).default('newest'),
);

/** Public lists: keyset pages in `sort` order; the kind's own filters come as `filter[...]`-free query keys. */
export const listListingsQuerySchema = z.looseObject({
  kind: listingKindSchema,
  sort: listingSortSchema,
  cursor: cursorSchema.optional(),
  per_page: z.coerce
    .number({ error: 'validation.perPageInvalid' })
    .int({ error: 'validation.perPageInvalid' })
    .min(1, { error: 'validation.perPageInvalid' })
    .max(listingLimits.perPageMax, { error: 'validation.perPageInvalid' })
    .default(20),
  price_min: priceSchema.optional(),
  price_max: priceSchema.optional(),
});
export type ListListingsQuery = z.infer<typeof listListingsQuerySchema>;

export const ownListingsQuerySchema = z.object({ kind: listingKindSchema });

/** A post as the API answers it. */
export const listingSchema = z.object({
  id: z.number(),
  kind: listingKindSchema,
  status: z.enum(listingStatuses),
  /** False for ended posts (sold, closed, expired): their page stays, marked no longer available. */
  available: z.boolean(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  slug: z.string(),
  url: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  /** The moderator's own words on a rejected post (owner and moderators only). */
  rejection_reason: z.string().nullable(),
  /**
   * The common reason a moderator chose (moderation.rejectReasons.<code> in the catalogs), which a
   * page shows in its own language before `rejection_reason`; null when none was chosen.
   */
  rejection_code: z.string().nullable(),
  /** Posted anonymously: the kind's contact attributes are left out for all but owner and moderators. */
  anonymous: z.boolean(),
  is_owner: z.boolean(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** In the author's order; the first is the cover. */
  photos: z.array(photoSchema),
});
export type ListingView = z.infer<typeof listingSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingSchema),
  next_cursor: z.string().nullable(),
});

export const listingIdParamsSchema = z.looseObject({ id: idSchema });
