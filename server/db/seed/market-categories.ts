import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The marketplace's bilingual category tree (main → sub), for the posting form and the filters. */
export const marketCategoryTree: ReadonlyArray<{ en: string; ar: string; subs: Array<[string, string]> }> = [
  {
    en: 'Vehicles',
    ar: 'مركبات',
    subs: [
      ['Cars', 'سيارات'],
      ['Car parts', 'قطع غيار السيارات'],
      ['Motorcycles', 'دراجات نارية'],
    ],
  },
  {
    en: 'Furniture',
    ar: 'أثاث',
    subs: [
      ['Living room', 'غرفة المعيشة'],
      ['Bedroom', 'غرفة النوم'],
      ['Kitchen and dining', 'المطبخ والسفرة'],
    ],
  },
  {
    en: 'Baby and kids',
    ar: 'الأطفال والرضع',
    subs: [
      ['Strollers and car seats', 'عربات ومقاعد سيارة'],
      ['Toys', 'ألعاب'],
      ['Clothes', 'ملابس'],
    ],
  },
  {
    en: 'Electronics',
    ar: 'إلكترونيات',
    subs: [
      ['Phones', 'هواتف'],
      ['Computers', 'حواسيب'],
      ['TV and audio', 'تلفاز وصوتيات'],
    ],
  },
];

/**
 * Seeds the marketplace categories of a city, unless it has some already (another seed step or an
 * admin may have made them): running it twice never doubles the tree.
 */
export async function seedMarketCategories(db: Kysely<Database>, cityId: number) {
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('city_id', '=', cityId)
    .where('kind', '=', 'market')
    .limit(1)
    .execute();
  if (existing.length) return;
  for (const [position, main] of marketCategoryTree.entries()) {
    const parent = await db
      .insertInto('categories')
      .values({
        city_id: cityId,
        parent_id: null,
        kind: 'market',
        name_en: main.en,
        name_ar: main.ar,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('categories')
      .values(
        main.subs.map(([en, ar], i) => ({
          city_id: cityId,
          parent_id: parent.id,
          kind: 'market' as const,
          name_en: en,
          name_ar: ar,
          position: i,
        })),
      )
      .execute();
  }
}
