import type { FieldIssue } from '../../../../shared/errors.ts';
import type { ListingKind } from '../../../../shared/listings/kinds.ts';
import { productConditions, productPostTypes } from '../../../../shared/listings/product.schema.ts';
import type { ListingView } from '../../../../shared/listings/schemas.ts';
import { businessPostingForm } from './business-form.ts';

/**
 * What a kind's posting form needs beyond its shared definition (shared/listings/): the attribute
 * fields it sends, how many photos it asks for, and the category tree it offers. A kind joins the
 * generic form route (routes/listing-form.tsx) with one entry here and one fields component.
 */
export interface PostingFormDefinition {
  /** The form's inputs that go to `attributes`, by the kind schema's names (or `attributesOf`'s). */
  attributeFields: readonly string[];
  /** Of those, the ones sent many times (checkboxes, repeated inputs): their values joined by '\n'. */
  multiFields?: readonly string[];
  /** Photos the form requires ('Image is required' under it); 0 when photos are optional. */
  minPhotos: number;
  /**
   * The categories its main/sub fields offer: the marketplace's tree, or the directory's (shops
   * and service providers), if any.
   */
  categoryKind: 'market' | 'directory' | null;
  /**
   * The values of its choice fields, from the kind's schema. The loader hands them to the page, so
   * the form's browser code does not load the schema (and zod) for a few words.
   */
  choices: Record<string, readonly string[]>;
  /** Whether the form has a price (a business has none). */
  hasPrice: boolean;
  /** Catalog namespaces of its labels and messages besides `posting` and `listings`. */
  namespaces: readonly string[];
  /**
   * Catalog keys: the page's title, new and edited, the title and description fields' labels, and
   * (with named photo groups) the prefix of each group's `<group>.label` and `<group>.hint`.
   */
  keys: { title: string; editTitle: string; titleField: string; description: string; photoGroups?: string };
  /**
   * Nested attributes (lists, objects) from the form's flat values; without it each attribute field
   * is sent as it is, empty ones left out.
   */
  attributesOf?(values: Record<string, string>): Record<string, unknown>;
  /** The form's values for a post being edited (the inverse of `attributesOf`). */
  valuesOf?(post: ListingView): Record<string, string>;
  /** The page field an issue of `attributes.<path>` is shown under (`services.2` → `services`). */
  fieldOfIssue?(path: string): string;
  /** Its own words for a shared message (a business's title is its company name). */
  messages?: Readonly<Record<string, string>>;
  /** The kind's rules on the shared fields (a business: a 1–3 line description), checked up front. */
  fieldIssues?(values: { title: string; description: string; price: number | null }): FieldIssue[];
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
    hasPrice: true,
    namespaces: [],
    keys: {
      title: 'posting.product.title',
      editTitle: 'posting.product.editTitle',
      titleField: 'posting.fields.title',
      description: 'posting.fields.description',
    },
  },
  business: businessPostingForm,
};

/** The fields every kind's form sends besides its attributes. */
export const commonPostingFields = ['title', 'description', 'price'] as const;
