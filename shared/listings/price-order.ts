import { type ListingKind, listingKindDefinition } from './kinds.ts';

/**
 * What a kind's price orders compare for one post (definition `priceOrder`): its price, or for a
 * price given per a unit, price × the unit's factor (a job's salary as a year's pay). An exact
 * decimal string, as Postgres computes it from numeric(10,2): a page's cursor carries it, and the
 * next page starts strictly after it.
 */
export function priceOrderAmount(
  kind: ListingKind,
  price: string | null,
  attributes: Readonly<Record<string, unknown>>,
): string | null {
  const order = listingKindDefinition(kind).priceOrder;
  if (price === null || !order) return price;
  const factor = order.factors[String(attributes[order.attribute])] ?? 1;
  // in cents, as integers: 12.35 × 2080 is 25688.000000000004 in floating point
  const cents = BigInt(Math.round(Number(price) * 100)) * BigInt(factor);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}
