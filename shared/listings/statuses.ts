/**
 * The statuses of a post of any kind (product description §3: 'Waiting for approval', 'Published').
 * - pending: waiting for a moderator (new posts, and edits of published posts by untrusted authors)
 * - published: public until `expires_at`; past it the post reads as `expired` (no `expires_at`:
 *   a kind whose posts never run out, the directory — definition.ts `expires`)
 * - rejected: refused by a moderator with a reason the author sees
 * - sold / closed: ended by the owner (the kind says which word it uses)
 * - expired: published longer than LISTING_TTL_DAYS (kinds that expire); the owner may renew it
 */
export const listingStatuses = ['pending', 'published', 'rejected', 'sold', 'closed', 'expired'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Ended posts keep their page for everyone (marked no longer available), never a 404. */
export const endedStatuses = ['sold', 'closed', 'expired'] as const satisfies readonly ListingStatus[];

export const isEnded = (status: ListingStatus) =>
  (endedStatuses as readonly ListingStatus[]).includes(status);
