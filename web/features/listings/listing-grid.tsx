import { SaveButton } from '../favorites/save-button.tsx';
import type { ListingCardData } from './card.server.ts';
import { ListingCard } from './listing-card.tsx';

/** A card in a grid: `saved`, the reader's Save state, comes from the loader (saved-state.server.ts). */
export type GridCard = ListingCardData & { saved: boolean };

/**
 * Posts as a grid of cards, each with its Save button: the marketplace's newest posts, its product
 * list and a post's similar items.
 */
export function ListingGrid({
  items,
  headingLevel = 3,
  lcpFirst = false,
  label,
}: {
  items: GridCard[];
  headingLevel?: 2 | 3;
  /** the first card's photo is the page's largest paint (a list at the top of its page) */
  lcpFirst?: boolean;
  /** the list's accessible name, when the page has no heading right above it */
  label?: string;
}) {
  return (
    <ul className="listing-grid" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ListingCard listing={item} headingLevel={headingLevel} isLcp={lcpFirst && i === 0}>
            <SaveButton kind={item.kind} id={item.id} title={item.title} saved={item.saved} />
          </ListingCard>
        </li>
      ))}
    </ul>
  );
}
