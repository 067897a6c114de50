import { data, redirect } from 'react-router';
import { listingKindDefinitions } from '#shared/listings/kinds.ts';
import type { Route } from './+types/form-slug';

/**
 * `/form/:slug` (product description §2): the generic way into a kind's posting form by the slug
 * its definition names (`/form/product` → the marketplace's form). A redirect, not a second copy of
 * the form, so each form has one address; the query (such as `?edit=12`) goes along. An unknown slug
 * is the not-found page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = (params.slug ?? '').toLowerCase();
  const kind = listingKindDefinitions.find((k) => k.paths.formSlug.toLowerCase() === slug);
  if (!kind) throw data(null, { status: 404 });
  throw redirect(`${kind.paths.create}${new URL(request.url).search}`);
}

export default function FormSlug() {
  return null;
}
