/**
 * What the own-posts page says after the posting form or an owner action (`?done=` / `?failed=`):
 * a fixed list of catalog keys under `account.posts.done.*` / `account.posts.failed.*`, so a link
 * can never make the page show free text.
 */
export const ownerOutcomes = {
  done: ['posted', 'updated', 'updated-pending', 'sold', 'closed', 'renewed', 'deleted'],
  failed: ['conflict', 'forbidden', 'notFound'],
} as const;

export type DoneOutcome = (typeof ownerOutcomes.done)[number];
export type FailedOutcome = (typeof ownerOutcomes.failed)[number];

export function outcomeOf(search: URLSearchParams) {
  const done = search.get('done');
  const failed = search.get('failed');
  return {
    done: (ownerOutcomes.done as readonly string[]).includes(done ?? '') ? (done as DoneOutcome) : null,
    failed: (ownerOutcomes.failed as readonly string[]).includes(failed ?? '')
      ? (failed as FailedOutcome)
      : null,
  };
}
