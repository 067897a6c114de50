import type { ListingKind } from '../../../../shared/listings/kinds.ts';

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
  },
};

/** The fields every kind's form sends besides its attributes. */
export const commonPostingFields = ['title', 'description', 'price'] as const;
