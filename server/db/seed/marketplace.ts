import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { listingSlug } from '../../../shared/listings/slug.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database } from '../schema.ts';

type Product = {
  title: string;
  description: string;
  price: number | null;
  main: string;
  sub: string;
  post_type: 'sale' | 'buy';
  condition?: 'new' | 'used';
  year?: number;
  color?: string;
  model?: string;
  place: string;
  daysAgo: number;
  /** Published unless told: an ended post keeps its page, marked no longer available. */
  status?: 'sold';
};

/** The marketplace's category tree (main categories and their sub-categories). */
const tree: Array<{ en: string; ar: string; subs: Array<[string, string]> }> = [
  {
    en: 'Cars & Vehicles',
    ar: 'سيارات ومركبات',
    subs: [
      ['Cars', 'سيارات'],
      ['Car Parts', 'قطع غيار'],
      ['Motorcycles', 'دراجات نارية'],
    ],
  },
  {
    en: 'Home & Furniture',
    ar: 'المنزل والأثاث',
    subs: [
      ['Furniture', 'أثاث'],
      ['Appliances', 'أجهزة منزلية'],
      ['Kitchen', 'مطبخ'],
    ],
  },
  {
    en: 'Electronics',
    ar: 'إلكترونيات',
    subs: [
      ['Phones', 'هواتف'],
      ['Computers', 'حواسيب'],
      ['TVs & Audio', 'تلفزيونات وصوتيات'],
    ],
  },
  {
    en: 'Baby & Kids',
    ar: 'الأطفال',
    subs: [
      ['Strollers & Car Seats', 'عربات ومقاعد سيارة'],
      ['Toys', 'ألعاب'],
    ],
  },
];

/** Demo posts, written in either language as people do. */
const products: Product[] = [
  {
    title: 'Toyota Camry 2015, one owner',
    description:
      'Regular service at the dealer, new tyres last winter. Clean title.\nTest drive on weekends.',
    price: 9500,
    main: 'Cars & Vehicles',
    sub: 'Cars',
    post_type: 'sale',
    condition: 'used',
    year: 2015,
    color: 'Silver',
    model: 'Camry LE',
    place: 'Dearborn',
    daysAgo: 1,
  },
  {
    title: 'كنبة زاوية بحالة ممتازة',
    description: 'كنبة زاوية رمادية لسبعة أشخاص، استعمال سنة واحدة فقط. الاستلام من البيت.',
    price: 450,
    main: 'Home & Furniture',
    sub: 'Furniture',
    post_type: 'sale',
    condition: 'used',
    color: 'رمادي',
    place: 'ديربورن هايتس',
    daysAgo: 2,
  },
  {
    title: 'iPhone 14, 128 GB, unlocked',
    description: 'Battery health 91 %. Comes with the box and a case.',
    price: 520,
    main: 'Electronics',
    sub: 'Phones',
    post_type: 'sale',
    condition: 'used',
    year: 2022,
    color: 'Midnight',
    model: 'iPhone 14',
    place: 'Dearborn',
    daysAgo: 3,
  },
  {
    title: 'Graco car seat, never used',
    description: 'Gift we got twice. Still in the box.',
    price: 120,
    main: 'Baby & Kids',
    sub: 'Strollers & Car Seats',
    post_type: 'sale',
    condition: 'new',
    year: 2024,
    color: 'Grey',
    model: 'Graco 4Ever',
    place: 'Dearborn',
    daysAgo: 4,
  },
  {
    title: 'مطلوب غسالة صحون مستعملة',
    description: 'أبحث عن غسالة صحون بحالة جيدة، يفضل قريبة من شارع وارن.',
    price: null,
    main: 'Home & Furniture',
    sub: 'Appliances',
    post_type: 'buy',
    condition: 'used',
    place: 'ديربورن',
    daysAgo: 5,
  },
  {
    title: 'Honda Odyssey 2019, family van',
    description: 'Eight seats, rear entertainment, all service records.',
    price: 21500,
    main: 'Cars & Vehicles',
    sub: 'Cars',
    post_type: 'sale',
    condition: 'used',
    year: 2019,
    color: 'White',
    model: 'Odyssey EX-L',
    place: 'Dearborn Heights',
    daysAgo: 6,
  },
  {
    title: 'لابتوب ديل للدراسة',
    description: 'ذاكرة 16 جيجابايت وقرص 512، مناسب للجامعة.',
    price: 380,
    main: 'Electronics',
    sub: 'Computers',
    post_type: 'sale',
    condition: 'used',
    year: 2021,
    color: 'أسود',
    model: 'Dell XPS 13',
    place: 'ديترويت',
    daysAgo: 7,
  },
  {
    title: 'Dining table with six chairs',
    description: 'Solid wood. Some marks on one chair.',
    price: 275,
    main: 'Home & Furniture',
    sub: 'Furniture',
    post_type: 'sale',
    condition: 'used',
    color: 'Walnut',
    place: 'Dearborn',
    daysAgo: 8,
  },
  {
    title: 'Chicco stroller, light and foldable',
    description: 'Sold to a neighbour, thank you all.',
    price: 90,
    main: 'Baby & Kids',
    sub: 'Strollers & Car Seats',
    post_type: 'sale',
    condition: 'used',
    year: 2022,
    color: 'Black',
    model: 'Chicco Liteway',
    place: 'Dearborn',
    daysAgo: 9,
    status: 'sold',
  },
];

/**
 * The marketplace's demo content: its category tree and a few published posts by a demo seller
 * (an account nobody can sign in to: its password is random and never kept).
 */
export async function seedMarketplace(db: Kysely<Database>, cityId: number) {
  const ids = new Map<string, number>();
  for (const [position, main] of tree.entries()) {
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
    ids.set(main.en, parent.id);
    const subs = await db
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
      .returning(['id', 'name_en'])
      .execute();
    for (const sub of subs) ids.set(`${main.en}/${sub.name_en}`, sub.id);
  }
  const seller = await db
    .insertInto('users')
    .values({
      name: 'Jaliya Market Demo',
      email: 'market-demo@jaliya.invalid',
      phone: '+1 313 555 0147',
      gender: 'male',
      password_hash: await hashPassword(randomBytes(24).toString('hex')),
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const p of products) {
    const { title, description, price, main, sub, daysAgo, status = 'published', ...attributes } = p;
    await db
      .insertInto('listings')
      .values({
        city_id: cityId,
        kind: 'product',
        owner_id: seller.id,
        status,
        title,
        description,
        price: price === null ? null : String(price),
        slug: listingSlug(title),
        attributes: JSON.stringify({
          main_category_id: ids.get(main),
          sub_category_id: ids.get(`${main}/${sub}`),
          ...attributes,
          phone: '+1 313 555 0147',
        }),
        published_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
        expires_at: sql<Date>`now() + make_interval(days => ${30 - daysAgo})`,
        created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
      })
      .execute();
  }
}
