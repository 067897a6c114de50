import type { ListingStatus } from './statuses.ts';

/** What an owner or a moderator can do to a post; deleting is always possible and not listed. */
export type ListingAction = 'edit' | 'end' | 'renew' | 'approve' | 'reject';

export interface LifecycleOptions {
  /** A trusted author's posts and edits publish without review. */
  trusted: boolean;
  /** The kind's word for an ended post: 'sold' or 'closed'. */
  endStatus: 'sold' | 'closed';
  /** Readers reported the published post: a moderator may take it down (reject) from there too. */
  reported?: boolean;
}

/** A new post waits for a moderator unless its author is trusted. */
export const initialStatus = ({ trusted }: Pick<LifecycleOptions, 'trusted'>): ListingStatus =>
  trusted ? 'published' : 'pending';

/**
 * THE status machine of every kind: the status `action` moves a post in `status` to, or null when
 * the action is not possible from there.
 * - pending → published (approve) | rejected (reject); a reported published post → rejected
 * - an edit sends a published post back to review unless the author is trusted; a rejected post
 *   edited goes back to review; a pending one stays pending
 * - published → sold/closed by the owner; expired → published again by renewing
 */
export function nextStatus(
  status: ListingStatus,
  action: ListingAction,
  options: LifecycleOptions,
): ListingStatus | null {
  switch (action) {
    case 'approve':
      return status === 'pending' ? 'published' : null;
    case 'reject':
      return status === 'pending' || (status === 'published' && options.reported) ? 'rejected' : null;
    case 'edit':
      if (status === 'published') return options.trusted ? 'published' : 'pending';
      return status === 'pending' || status === 'rejected' ? 'pending' : null;
    case 'end':
      return status === 'published' ? options.endStatus : null;
    case 'renew':
      return status === 'expired' ? 'published' : null;
  }
}
