import { type FieldIssue, issueKey } from '#shared/errors.ts';
import type { Translate } from '#shared/i18n/format.ts';
import type { ListingKind } from '#shared/listings/kinds.ts';
import { listListingsQuerySchema } from '#shared/listings/schemas.ts';
import type { WebLoadContext } from '../../load-context.ts';
import { productQueryFields } from './paths.ts';

export type ProductQuery = Partial<Record<(typeof productQueryFields)[number], string>>;

/** A query value the list could not use, with its translated message. */
export interface RefusedFilter {
  field: string;
  message: string;
}

type ListAttempt =
  | { ok: true; page: Awaited<ReturnType<WebLoadContext['services']['listings']['listPublished']>> }
  | { ok: false; issues: FieldIssue[] };

const isValidationError = (error: unknown): error is { issues: FieldIssue[] } =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'VALIDATION_FAILED' &&
  Array.isArray((error as { issues?: unknown }).issues);

/** One try at the list with these values, through the API's own query schema and the service. */
async function attempt(
  context: WebLoadContext,
  kind: ListingKind,
  query: Record<string, string>,
  perPage: number,
): Promise<ListAttempt> {
  const parsed = listListingsQuerySchema.safeParse({ ...query, kind, per_page: perPage });
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: issueKey(i.message) })),
    };
  try {
    const page = await context.services.listings.listPublishedQuery(context.config.cityId, parsed.data);
    return { ok: true, page };
  } catch (error) {
    if (isValidationError(error)) return { ok: false, issues: error.issues };
    throw error;
  }
}

/**
 * A kind's list for the page's query (its `fields`), the way the API answers it; `fixed` values
 * (the rentals' post type of /rents or /Rent) are not the visitor's to change. A value the API
 * refuses (a year of 1800, a broken cursor) is left out and named with its message, and the list
 * is shown without it: a bad address never costs the visitor the page (nor a 5xx).
 */
export async function listKindForPage<F extends string>(
  context: WebLoadContext,
  input: {
    kind: ListingKind;
    url: URL;
    fields: readonly F[];
    perPage: number;
    t: Translate;
    fixed?: Record<string, string>;
  },
) {
  const query: Partial<Record<F, string>> = {};
  for (const field of input.fields) {
    // a field given several times (ticked checkboxes) is joined with commas
    const value = input.url.searchParams
      .getAll(field)
      .map((v) => v.trim())
      .filter(Boolean)
      .join(',');
    if (value !== '') query[field] = value;
  }
  const refused: RefusedFilter[] = [];
  for (;;) {
    const result = await attempt(
      context,
      input.kind,
      { ...query, ...input.fixed } as Record<string, string>,
      input.perPage,
    );
    if (result.ok) return { query, refused, page: result.page };
    const before = refused.length;
    for (const issue of result.issues) {
      const field = issue.path.split('.').find((part) => part in query) as F | undefined;
      if (field) {
        delete query[field];
        refused.push({ field, message: input.t(issue.code) });
      }
    }
    // every issue names a query field; one that does not would loop for ever
    if (refused.length === before)
      throw new Error(`${input.kind} list refused ${JSON.stringify(result.issues)}`);
  }
}

/** The product list for the page's query (see listKindForPage). */
export async function listProductsForPage(context: WebLoadContext, url: URL, perPage: number, t: Translate) {
  const { query, refused, page } = await listKindForPage(context, {
    kind: 'product',
    url,
    fields: productQueryFields,
    perPage,
    t,
  });
  return { query: query as ProductQuery, refused, page };
}
