import type { FieldIssue } from '#shared/errors.ts';
import { jobIssues } from '#shared/listings/job.schema.ts';
import type { ListingKind } from '#shared/listings/kinds.ts';
import {
  jobExperienceLevels,
  jobPosterKinds,
  jobPostTypes,
  jobSalaryTypes,
  jobTypes,
} from '#shared/listings/job.ts';
import { productConditions, productPostTypes } from '#shared/listings/product.schema.ts';
import { rentAccommodationTypes, rentGenders, rentPostTypes } from '#shared/listings/rent.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
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
  /** Whether the form offers photos at all (a job is words: no uploader, a text-first card). */
  hasPhotos: boolean;
  /**
   * Catalog keys of the common price field's label and hint (a job's price is its salary); null
   * when the form has no price (a business).
   */
  price: { label: string; hint: string | null } | null;
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
  /** Catalog namespaces of its labels and messages besides `posting` and `listings`. */
  namespaces: readonly string[];
  /**
   * Catalog keys: the page's title, new and edited, the title and description fields' labels, and
   * (with named photo groups) the prefix of each group's `<group>.label` and `<group>.hint`. A
   * form entry with its own heading (definition.formEntries) replaces `title`.
   */
  keys: { title: string; editTitle: string; titleField: string; description: string; photoGroups?: string };
  /**
   * The form's values tidied before anything reads them (a business drops empty and removed
   * special-period rows and renumbers the rest, so issue paths and the form shown again agree).
   */
  normalizeValues?(values: Record<string, string>): Record<string, string>;
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
  /**
   * The kind's rules on the shared fields, alone or with its attributes as sent (a business: a 1–3
   * line description; a job: a salary says per hour, day, …), checked up front with the others: the
   * same rules as its server kind's `fieldIssues`.
   */
  fieldIssues?(values: {
    title: string;
    description: string;
    price: number | null;
    attributes: Record<string, unknown>;
  }): FieldIssue[];
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
    hasPhotos: true,
    price: { label: 'posting.fields.price', hint: 'posting.fields.priceHint' },
    categoryKind: 'market',
    choices: { post_type: productPostTypes, condition: productConditions },
    namespaces: [],
    keys: {
      title: 'posting.product.title',
      editTitle: 'posting.product.editTitle',
      titleField: 'posting.fields.title',
      description: 'posting.fields.description',
    },
  },
  rent: {
    attributeFields: [
      'post_type',
      'accommodation_type',
      'city',
      'living_area',
      'gender',
      'bedrooms',
      'bathrooms',
      'shared_bathroom',
      'area_sqft',
      'email',
      'phone',
    ],
    hasPhotos: true,
    categoryKind: null,
    choices: { post_type: rentPostTypes, accommodation_type: rentAccommodationTypes, gender: rentGenders },
    price: { label: 'rent.fields.price', hint: 'rent.fields.priceHint' },
    namespaces: ['rent'],
    keys: {
      title: 'rent.posting.title',
      editTitle: 'rent.posting.editTitle',
      titleField: 'posting.fields.title',
      description: 'posting.fields.description',
    },
  },
  job: {
    attributeFields: [
      'post_type',
      'poster_kind',
      'job_type',
      'company',
      'salary_type',
      'location',
      'experience',
      'portfolio_url',
      'phone',
      'email',
    ],
    hasPhotos: false,
    price: { label: 'jobs.fields.salary', hint: 'jobs.fields.salaryHint' },
    categoryKind: null,
    choices: {
      post_type: jobPostTypes,
      poster_kind: jobPosterKinds,
      job_type: jobTypes,
      salary_type: jobSalaryTypes,
      experience: jobExperienceLevels,
    },
    namespaces: ['jobs'],
    keys: {
      title: 'posting.job.title',
      editTitle: 'posting.job.editTitle',
      titleField: 'posting.fields.title',
      description: 'posting.fields.description',
    },
    fieldIssues: (values) => jobIssues(values.attributes, values),
  },
  business: businessPostingForm,
};

/** The fields every kind's form sends besides its attributes. */
export const commonPostingFields = ['title', 'description', 'price'] as const;
