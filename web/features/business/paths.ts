import { directoryTypes, type DirectoryType } from '#shared/listings/business.ts';

export { directoryTypes, type DirectoryType };

/** /Category/shops or /Category/services (product description §2). */
export const categoryPath = (type: DirectoryType) => `/Category/${type}`;

/** The directory type of a /Category/:type address (any letter case), or null. */
export function directoryTypeOf(raw: string | undefined): DirectoryType | null {
  const type = (raw ?? '').toLowerCase();
  return type === 'shops' || type === 'services' ? type : null;
}

/** The Category page that holds categories of this kind ('shops' or 'service'). */
export const typeOfKind = (kind: 'shops' | 'service'): DirectoryType =>
  kind === 'shops' ? 'shops' : 'services';

/** The sub-category list's filter fields (its GET form's names, the same as GET listings). */
export const businessFilterFields = ['open_now', 'community'] as const;
export const businessQueryFields = [...businessFilterFields, 'cursor'] as const;

/** The owner's 'update hours' page of a business (from My business and from its own page). */
export const businessHoursPath = (id: number) => `/my-business/${id}/hours`;
