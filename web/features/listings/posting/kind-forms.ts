import type { ListingKind } from '../../../../shared/listings/kinds.ts';
import { communityAttributes } from '../../../../shared/listings/business.ts';
import { productConditions, productPostTypes } from '../../../../shared/listings/product.schema.ts';

/**
 * What a kind's posting form needs beyond its shared definition (shared/listings/): the attribute
 * fields it sends, how many photos it asks for, and the category tree it offers. A kind joins the
 * generic form route (routes/listing-form.tsx) with one entry here and one fields component.
 */
export interface PostingFormDefinition {
  /** The form's inputs that go to `attributes`, by the kind schema's names. */
  attributeFields: readonly string[];
  /** Photos the form requires ('Image is required' under it); 0 when photos are optional. */
  minPhotos: number;
  /** The kind of the `categories` tree its main/sub selects offer, if any. */
  categoryKind: 'market' | null;
  /**
   * The values of its choice fields, from the kind's schema. The loader hands them to the page, so
   * the form's browser code does not load the schema (and zod) for a few words.
   */
  choices: Record<string, readonly string[]>;
}

export const postingForms: Record<ListingKind, PostingFormDefinition> = {
  product: {
    attributeFields: [
      'main_category_id',
      'sub_category_id',
      'post_type',
      'condition',
      'year',
      'color',
      'model',
      'place',
      'phone',
    ],
    minPhotos: 1,
    categoryKind: 'market',
    choices: { post_type: productPostTypes, condition: productConditions },
  },
  // the business form is its own page (/add-business, with the map); this entry names its fields
  business: {
    attributeFields: [
      'main_category_id',
      'sub_category_ids',
      'street',
      'city',
      'state',
      'postal_code',
      'phone',
      'email',
      'website',
      'socials',
      'services',
      'hours',
      'special_hours',
      'community',
      'location',
    ],
    // its photos come in groups (logo, cover, main, gallery): shared/listings/business.ts
    minPhotos: 0,
    categoryKind: null,
    choices: { community: communityAttributes },
  },
};

/** The fields every kind's form sends besides its attributes. */
export const commonPostingFields = ['title', 'description', 'price'] as const;
