import { data, redirect } from 'react-router';
import type { ListingKind } from '#shared/listings/kinds.ts';
import type { WebLoadContext } from '../load-context.ts';
import { idSchema } from '#shared/params.ts';
import { normalizeDigits } from '#shared/limits.ts';

/**
 * Whether a service error is NOT_FOUND (or a kind's own *_NOT_FOUND). Compared by code, not
 * `instanceof`: the web build bundles its own copy of shared/errors.ts, so the server's AppError
 * class is a different object there.
 */
export function isNotFoundError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND'));
}

/**
 * The loader of every detail page (a blog post, a guide, a listing): the `:id` path segment
 * (Arabic-Indic digits accepted) is read, `load` fetches the record, and anything that is not a
 * valid id or not found answers the site's 404 page — never a 500.
 */
export async function loadDetailOr404<T>(
  rawId: string | undefined,
  load: (id: number) => Promise<T>,
): Promise<T> {
  const parsed = idSchema.safeParse(normalizeDigits(rawId ?? ''));
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    return await load(parsed.data);
  } catch (error) {
    if (isNotFoundError(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A listing's page (a product, a business): the post of this kind as the viewer may see it (the
 * one visibility rule: pending and rejected only for the owner and moderators), else 404; any
 * address other than its own (no slug, an old slug, another letter case) moves there with a 301,
 * keeping the query.
 */
export async function loadListingPage(
  context: WebLoadContext,
  params: { id?: string; slug?: string },
  request: Request,
  kind: ListingKind,
) {
  const listing = await loadDetailOr404(params.id, (id) =>
    context.services.listings.get({ id, cityId: context.config.cityId, viewer: context.user }),
  );
  if (listing.kind !== kind) throw data(null, { status: 404 });
  if (params.id !== String(listing.id) || (params.slug ?? '') !== listing.slug)
    throw redirect(`${listing.url}${new URL(request.url).search}`, 301);
  return listing;
}
