import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { insertCategoryTree } from './category-tree.ts';

/**
 * The marketplace's demo category tree (categories of kind 'market'): what people in Dearborn
 * actually buy and sell second-hand. Each entry has a stable key the demo posts refer to.
 */
export const marketCategoryTree = [
  {
    key: 'vehicles',
    en: 'Cars & Vehicles',
    ar: 'السيارات والمركبات',
    subs: [
      { key: 'cars', en: 'Cars', ar: 'سيارات' },
      { key: 'car-parts', en: 'Car Parts & Accessories', ar: 'قطع غيار وإكسسوارات' },
      { key: 'motorcycles', en: 'Motorcycles & Bikes', ar: 'دراجات نارية وهوائية' },
    ],
  },
  {
    key: 'furniture',
    en: 'Furniture',
    ar: 'أثاث',
    subs: [
      { key: 'sofas', en: 'Sofas & Living Room', ar: 'كنب وغرف جلوس' },
      { key: 'beds', en: 'Beds & Bedroom', ar: 'أسرّة وغرف نوم' },
      { key: 'tables', en: 'Tables & Chairs', ar: 'طاولات وكراسي' },
    ],
  },
  {
    key: 'baby',
    en: 'Baby & Kids',
    ar: 'مستلزمات الأطفال',
    subs: [
      { key: 'strollers', en: 'Strollers', ar: 'عربات أطفال' },
      { key: 'car-seats', en: 'Car Seats', ar: 'كراسي سيارة للأطفال' },
      { key: 'kids-clothes', en: 'Kids’ Clothes', ar: 'ملابس أطفال' },
      { key: 'toys', en: 'Toys', ar: 'ألعاب' },
    ],
  },
  {
    key: 'electronics',
    en: 'Phones & Electronics',
    ar: 'الهواتف والإلكترونيات',
    subs: [
      { key: 'phones', en: 'Phones', ar: 'هواتف' },
      { key: 'laptops', en: 'Laptops & Computers', ar: 'حواسيب محمولة ومكتبية' },
      { key: 'tvs', en: 'TVs & Audio', ar: 'تلفزيونات وصوتيات' },
    ],
  },
  {
    key: 'home',
    en: 'Home & Kitchen',
    ar: 'المنزل والمطبخ',
    subs: [
      { key: 'appliances', en: 'Kitchen Appliances', ar: 'أجهزة المطبخ' },
      { key: 'cookware', en: 'Cookware & Dishes', ar: 'أواني وأطباق' },
      { key: 'rugs', en: 'Rugs & Decor', ar: 'سجاد وديكور' },
    ],
  },
  {
    key: 'clothing',
    en: 'Clothing',
    ar: 'ملابس',
    subs: [
      { key: 'men', en: 'Men', ar: 'رجالي' },
      { key: 'women', en: 'Women', ar: 'نسائي' },
      { key: 'abayas', en: 'Modest Wear & Abayas', ar: 'عبايات وأزياء محتشمة' },
    ],
  },
  {
    key: 'books',
    en: 'Books',
    ar: 'كتب',
    subs: [
      { key: 'arabic-books', en: 'Arabic Books', ar: 'كتب عربية' },
      { key: 'school-books', en: 'School Books', ar: 'كتب مدرسية' },
      { key: 'islamic-books', en: 'Quran & Islamic Books', ar: 'مصاحف وكتب إسلامية' },
    ],
  },
] as const;

export type MarketMainKey = (typeof marketCategoryTree)[number]['key'];
export type MarketSubKey = (typeof marketCategoryTree)[number]['subs'][number]['key'];

/** Where a sub-category sits: its id and its main category's id. */
export type MarketCategoryIds = Record<MarketSubKey, { mainId: number; subId: number }>;

/** Inserts the tree for one city; returns the ids by sub-category key. */
export async function seedMarketCategories(db: Kysely<Database>, cityId: number): Promise<MarketCategoryIds> {
  const inserted = await insertCategoryTree(
    db,
    cityId,
    marketCategoryTree.map((main) => ({ ...main, kind: 'market' as const })),
  );
  const ids = {} as MarketCategoryIds;
  marketCategoryTree.forEach((main, m) => {
    main.subs.forEach((sub, i) => {
      ids[sub.key] = { mainId: inserted[m].id, subId: inserted[m].subIds[i] };
    });
  });
  return ids;
}
