import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type CategoryKind = 'shops' | 'service' | 'business' | 'market';

export interface CategoryTreeEntry {
  kind: CategoryKind;
  en: string;
  ar: string;
  subs: ReadonlyArray<{ en: string; ar: string }>;
}

/**
 * Inserts main categories (in this order) with their sub-categories for one city; returns each
 * main's id and its subs' ids in the same order. The shell's directory tree and the marketplace's use it.
 */
export async function insertCategoryTree(
  db: Kysely<Database>,
  cityId: number,
  tree: readonly CategoryTreeEntry[],
) {
  const out: Array<{ id: number; subIds: number[] }> = [];
  for (const [position, main] of tree.entries()) {
    const parent = await db
      .insertInto('categories')
      .values({
        city_id: cityId,
        parent_id: null,
        kind: main.kind,
        name_en: main.en,
        name_ar: main.ar,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subs = await db
      .insertInto('categories')
      .values(
        main.subs.map((sub, i) => ({
          city_id: cityId,
          parent_id: parent.id,
          kind: main.kind,
          name_en: sub.en,
          name_ar: sub.ar,
          position: i,
        })),
      )
      .returning('id')
      .execute();
    out.push({ id: parent.id, subIds: subs.map((s) => s.id) });
  }
  return out;
}
