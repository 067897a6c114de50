import type { z } from 'zod';
import type { FieldIssue } from '#shared/errors.ts';
import type { ListingKindDefinition } from '#shared/listings/definition.ts';
import type { AttributeCondition, ListingsRepository } from '../listings.repository.ts';

/**
 * What the server adds to a kind's shared definition: checks that need the database (a category
 * that exists, in the right tree). One file per kind in this folder, collected in `index.ts`.
 */
export interface ServerListingKind {
  definition: ListingKindDefinition;
  attributes: z.ZodType<Record<string, unknown>>;
  filters: z.ZodType<Record<string, unknown>>;
  /** Its photos' named groups (definition.photoGroups), checked by this schema; else one ordered list. */
  photoGroups?: z.ZodType<Record<string, string[]>>;
  /**
   * Rules of the kind on the fields every kind shares, alone or with its attributes as sent (a
   * business: a 1–3 line description, no price; a job: a salary says per hour, day, week or month),
   * reported with the schema's messages at once.
   */
  fieldIssues?(values: {
    title: string;
    description: string;
    price: number | null;
    attributes: Record<string, unknown>;
  }): FieldIssue[];
  /**
   * Attributes the owner may change without sending the post back to review (a business's hours),
   * as the schema of that partial update; absent when every change is reviewed.
   */
  unreviewedAttributes?: z.ZodType<Record<string, unknown>>;
  /** The list filters `filters` parsed, as the repository's attribute conditions. */
  conditions(filters: Record<string, unknown>, context: { timeZone: string }): AttributeCondition[];
  /** Problems with valid-looking attributes (paths under `attributes.`); empty when all is well. */
  check(input: {
    repo: ListingsRepository;
    cityId: number;
    attributes: Record<string, unknown>;
  }): Promise<FieldIssue[]>;
}
