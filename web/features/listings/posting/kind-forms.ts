import type { FieldIssue } from '../../../../shared/errors.ts';
import { jobIssues } from '../../../../shared/listings/job.schema.ts';
import type { ListingKind } from '../../../../shared/listings/kinds.ts';
import {
  jobExperienceLevels,
  jobPosterKinds,
  jobPostTypes,
  jobSalaryTypes,
  jobTypes,
} from '../../../../shared/listings/job.ts';
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
  /** Whether the form offers photos at all (a job is words: no uploader, a text-first card). */
  hasPhotos: boolean;
  /** Catalog keys of the common price field's label and hint (a job's price is its salary). */
  price: { label: string; hint: string };
  /** The kind of the `categories` tree its main/sub selects offer, if any. */
  categoryKind: 'market' | null;
  /**
   * The values of its choice fields, from the kind's schema. The loader hands them to the page, so
   * the form's browser code does not load the schema (and zod) for a few words.
   */
  choices: Record<string, readonly string[]>;
  /** The kind's rules across its attributes and the common fields, for the form to show at once. */
  check?(
    attributes: Record<string, unknown>,
    common: { description: string; price: number | null },
  ): FieldIssue[];
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
    hasPhotos: true,
    price: { label: 'posting.fields.price', hint: 'posting.fields.priceHint' },
    categoryKind: 'market',
    choices: { post_type: productPostTypes, condition: productConditions },
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
    minPhotos: 0,
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
    check: (attributes, common) => jobIssues(attributes, common),
  },
};

/** The fields every kind's form sends besides its attributes. */
export const commonPostingFields = ['title', 'description', 'price'] as const;
