import { legacyRevealParams, revealParam } from '#shared/listings/definition.ts';
import { type ListingKind, listingKindDefinition } from '#shared/listings/kinds.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import { loadListingPage } from '../../lib/detail-loader.server.ts';
import { formatPostDate } from '../../lib/format-date.ts';
import type { WebLoadContext } from '../../load-context.ts';
import { relayOutcomeParam } from './contact-relay-outcome.ts';
import { isSaved } from '../favorites/saved-state.server.ts';
import type { PosterContactDetails } from './detail-parts.tsx';

/** What every post's page (a product, a rental, a job) shows of the post besides its kind's own facts. */
export interface PostPageBasics {
  id: number;
  /** The author does not report their own post nor write to themselves (the API refuses both). */
  is_owner: boolean;
  /** Readers of an anonymous post write through the relay: the presenter left its contact out. */
  anonymous: boolean;
  title: string;
  description: string;
  status: ListingView['status'];
  available: boolean;
  url: string;
  published_at: string | null;
  published_label: string | null;
  /** Whether the signed-in reader has saved it (their Save button is rendered so). */
  saved: boolean;
}

/** The statuses whose page search engines may index: the post is (or was) public. */
const indexedStatuses: ReadonlyArray<ListingView['status']> = ['published', 'sold', 'closed', 'expired'];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Whether the reader asked to see the poster's contact: `?reveal=1`, or an old name of it. */
export function asksForContact(url: URL): boolean {
  return [revealParam, ...legacyRevealParams].some((name) => url.searchParams.get(name) === '1');
}

/**
 * The poster's contact on the post's page, by the kind's `contactOnRequest`: in the page only once
 * asked for (and always for the owner); `hasContact` says whether there is any to ask for. An
 * anonymous post's contact never reaches here (the presenter drops it), so it has none.
 */
export function posterContact(
  listing: Pick<ListingView, 'kind' | 'attributes' | 'is_owner' | 'available'>,
  asked: boolean,
): { contact: PosterContactDetails | null; hasContact: boolean } {
  // a sold, closed or expired post's poster is no longer to be called about it
  if (!listing.available && !listing.is_owner) return { contact: null, hasContact: false };
  const channels = listingKindDefinition(listing.kind as ListingKind).contactOnRequest ?? {};
  const details: PosterContactDetails = {
    phone: channels.phone ? text(listing.attributes[channels.phone]) : null,
    email: channels.email ? text(listing.attributes[channels.email]) : null,
  };
  const hasContact = Boolean(details.phone || details.email);
  return { contact: hasContact && (asked || listing.is_owner) ? details : null, hasContact };
}

/**
 * The loader part every post's page shares: the post of this kind as the viewer may see it (else
 * 404; other addresses move to its own, see `loadListingPage`), its common fields, its absolute
 * address, the poster's contact on request, and whether the page stays out of search engines (a
 * page with a contact shown or a relay outcome, or a post that is not public).
 */
export async function loadPostPage(
  context: WebLoadContext,
  params: { id?: string; slug?: string },
  request: Request,
  kind: ListingKind,
) {
  const listing = await loadListingPage(context, params, request, kind);
  const url = new URL(request.url);
  const asked = asksForContact(url);
  const post: PostPageBasics = {
    id: listing.id,
    is_owner: listing.is_owner,
    anonymous: listing.anonymous,
    title: listing.title,
    description: listing.description,
    status: listing.status,
    available: listing.available,
    url: listing.url,
    published_at: listing.published_at,
    published_label: listing.published_at ? formatPostDate(context.lang, listing.published_at) : null,
    saved: await isSaved(context, kind, listing.id),
  };
  return {
    listing,
    post,
    ...posterContact(listing, asked),
    pageUrl: new URL(listing.url, context.config.publicUrl).toString(),
    noindex: asked || url.searchParams.has(relayOutcomeParam) || !indexedStatuses.includes(listing.status),
  };
}
