import { type Deferred, DeferredBoundary, useDeferred } from '../../lib/deferred-data.tsx';
import { type GridCard, ListingGrid } from './listing-grid.tsx';

/**
 * A list page's cards (its loader data's `cards`, made by card-list.server.ts), drawn once: in the server's HTML on a page load,
 * kept out of its hydration data (`Deferred`, decision 061). `count` travels, for the empty state.
 */
export interface CardList {
  count: number;
  items: Deferred<GridCard[]>;
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
