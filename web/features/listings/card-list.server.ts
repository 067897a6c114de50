import { deferredOf } from '../../lib/deferred-data.tsx';
import type { WebLoadContext } from '../../load-context.ts';
import { withSavedState } from '../favorites/saved-state.server.ts';
import type { ListingCardData } from './card.server.ts';
import type { CardList } from './card-list.tsx';

/** A list page's cards for its loader data, with the reader's Save state. */
export async function cardListOf(context: WebLoadContext, items: ListingCardData[]): Promise<CardList> {
  return { count: items.length, items: deferredOf(context, await withSavedState(context, items)) };
}
