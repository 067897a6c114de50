import type { SavedKind } from '#shared/saved.ts';
import type { WebLoadContext } from '../../load-context.ts';

/**
 * Which of a page's items the signed-in reader has saved, so their Save buttons are rendered as
 * they stand: without JavaScript the button is a form, and one that always said "Save" could never
 * unsave. A guest has saved nothing (and guest pages are shared from the page cache).
 */
export async function savedAmong(
  context: WebLoadContext,
  kind: SavedKind,
  ids: number[],
): Promise<Set<number>> {
  if (!context.user || ids.length === 0) return new Set();
  return new Set(await context.services.favorites.savedIds(context.user.id, kind, ids));
}

/** Whether the signed-in reader has saved this one item. */
export async function isSaved(context: WebLoadContext, kind: SavedKind, id: number): Promise<boolean> {
  return (await savedAmong(context, kind, [id])).has(id);
}

/** Cards with their Save button's state for this reader. */
export async function withSavedState<T extends { id: number; kind: SavedKind }>(
  context: WebLoadContext,
  cards: T[],
): Promise<Array<T & { saved: boolean }>> {
  const byKind = new Map<SavedKind, number[]>();
  for (const card of cards) byKind.set(card.kind, [...(byKind.get(card.kind) ?? []), card.id]);
  const saved = new Map(
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => [kind, await savedAmong(context, kind, ids)] as const),
    ),
  );
  return cards.map((card) => ({ ...card, saved: saved.get(card.kind)?.has(card.id) ?? false }));
}
