import { type FieldIssue, issueKey } from '../../../shared/errors.ts';
import type { Translate } from '../../../shared/i18n/format.ts';
import type { ListingKind } from '../../../shared/listings/kinds.ts';
import { listListingsQuerySchema } from '../../../shared/listings/schemas.ts';
import type { WebLoadContext } from '../../load-context.ts';
import { productQueryFields } from './paths.ts';

export type ProductQuery = Partial<Record<(typeof productQueryFields)[number], string>>;
/** A list page's query values by field name (only the page's own fields are read). */
export type ListQuery = Partial<Record<string, string>>;

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
  query: ListQuery,
  perPage: number,
  kind: ListingKind,
  fixed: Record<string, string>,
): Promise<ListAttempt> {
  const parsed = listListingsQuerySchema.safeParse({ ...query, ...fixed, kind, per_page: perPage });
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
 * The product list for the page's query, the way the API answers it. A value the API refuses (a
 * year of 1800, a broken cursor) is left out and named with its message, and the list is shown
 * without it: a bad address never costs the visitor the page (nor a 5xx).
 */
export const listProductsForPage = (context: WebLoadContext, url: URL, perPage: number, t: Translate) =>
  listKindForPage(context, url, perPage, t, { kind: 'product', fields: productQueryFields }) as Promise<
    Omit<Awaited<ReturnType<typeof listKindForPage>>, 'query'> & { query: ProductQuery }
  >;

/**
 * Any kind's list page the same way: `fields` are the query keys the page reads, `fixed` values
 * the page itself sets (the jobs board's post type, by its address).
 */
export async function listKindForPage(
  context: WebLoadContext,
  url: URL,
  perPage: number,
  t: Translate,
  spec: { kind: ListingKind; fields: readonly string[]; fixed?: Record<string, string> },
) {
  const query: ListQuery = {};
  for (const field of spec.fields) {
    const value = url.searchParams.get(field);
    if (value !== null && value.trim() !== '') query[field] = value.trim();
  }
  const refused: RefusedFilter[] = [];
  for (;;) {
    const result = await attempt(context, query, perPage, spec.kind, spec.fixed ?? {});
    if (result.ok) return { query, refused, page: result.page };
    const before = refused.length;
    for (const issue of result.issues) {
      const field = issue.path.split('.').at(-1) ?? '';
      if (field in query) {
        delete query[field];
        refused.push({ field, message: t(issue.code) });
      }
    }
    // every issue names a query field; one that does not would loop for ever
    if (refused.length === before)
      throw new Error(`${spec.kind} list refused ${JSON.stringify(result.issues)}`);
  }
}
