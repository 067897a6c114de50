import { type Deferred, DeferredBoundary, deferredOf, useDeferred } from '../../lib/deferred-data.tsx';
import type { ListingCardData } from './card.server.ts';
import { ListingGrid } from './listing-grid.tsx';

/**
 * A list page's cards (its loader data's `cards`), drawn once: in the server's HTML on a page load,
 * kept out of its hydration data (`Deferred`, decision 061). `count` travels, for the empty state.
 */
export interface CardList {
  count: number;
  items: Deferred<ListingCardData[]>;
}

/** The loader's side. */
export function cardListOf(context: { documentRequest?: boolean }, items: ListingCardData[]): CardList {
  return { count: items.length, items: deferredOf(context, items) };
}

type GridProps = Omit<Parameters<typeof ListingGrid>[0], 'items'>;

/** A list page's grid of cards, hydrated once they are here. */
export function CardListGrid({ list, ...grid }: { list: CardList } & GridProps) {
  return (
    <DeferredBoundary of={list.items}>
      <Cards list={list} grid={grid} />
    </DeferredBoundary>
  );
}

function Cards({ list, grid }: { list: CardList; grid: GridProps }) {
  const items = useDeferred(list.items, (data) => (data.cards as CardList).items);
  return <ListingGrid items={items} {...grid} />;
}
