import { productKind } from '#shared/listings/product.ts';

/** The marketplace's pages (product description §2); the show path comes from `listing.url`. */
export const marketHomePath = productKind.service.home;
export const productsListPath = productKind.paths.list;

/** A main category's page: its sub-categories. */
export const subCategoryPath = (mainId: number) => `${marketHomePath}/subCategory?main_id=${mainId}`;

/**
 * The product list with these query values (the filter form's field names); empty values are left
 * out, so the address stays short and the canonical one is the same whatever the form sent.
 */
export function productsPath(query: ListQuery = {}): string {
  return withQuery(productsListPath, query);
}

type ListQuery = Record<string, string | number | undefined | null>;

/**
 * A list page's address with these query values (every kind's list: its filter form's names);
 * empty values are left out, so one result has one canonical address whatever the form sent.
 */
export function withQuery(base: string, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The product list's query fields: the filter form's names, the same as GET /listings. */
export const productFilterFields = [
  'main_category_id',
  'sub_category_id',
  'post_type',
  'condition',
  'year_from',
  'year_to',
  'color',
  'model',
  'place',
  'price_min',
  'price_max',
] as const;
export const productQueryFields = [...productFilterFields, 'sort', 'cursor'] as const;
