/** What a loader's `messages` holds once serialised: the versioned ids of its catalog namespaces. */
export const catalogRefKey = '$catalogs';
export interface CatalogRef {
  [catalogRefKey]: string[];
}

export function catalogIdsOf(value: unknown): string[] | null {
  const ids = (value as Partial<CatalogRef> | undefined)?.[catalogRefKey];
  return Array.isArray(ids) ? ids : null;
}
