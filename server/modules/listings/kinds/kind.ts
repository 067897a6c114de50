import type { z } from 'zod';
import type { FieldIssue } from '../../../../shared/errors.ts';
import type { ListingKindDefinition } from '../../../../shared/listings/definition.ts';
import type { AttributeCondition, ListingsRepository } from '../listings.repository.ts';

/**
 * What the server adds to a kind's shared definition: checks that need the database (a category
 * that exists, in the right tree). One file per kind in this folder, collected in `index.ts`.
 */
export interface ServerListingKind {
  definition: ListingKindDefinition;
  attributes: z.ZodType<Record<string, unknown>>;
  filters: z.ZodType<Record<string, unknown>>;
  /**
   * Rules of the kind on the fields every kind shares, alone or with its attributes as sent (a job:
   * a salary says per hour, day, week or month), reported with the schema's messages at once.
   */
  fieldIssues?(values: {
    title: string;
    description: string;
    price: number | null;
    attributes: Record<string, unknown>;
  }): FieldIssue[];
  /** The list filters `filters` parsed, as the repository's attribute conditions. */
  conditions(filters: Record<string, unknown>): AttributeCondition[];
  /** Problems with valid-looking attributes (paths under `attributes.`); empty when all is well. */
  check(input: {
    repo: ListingsRepository;
    cityId: number;
    attributes: Record<string, unknown>;
  }): Promise<FieldIssue[]>;
}
