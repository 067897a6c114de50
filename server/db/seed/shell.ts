import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { insertCategoryTree } from './category-tree.ts';

/**
 * The site shell's demo content for one city: general settings, the states menu, directory
 * categories for the header menus and one welcome item. Images are small local SVGs in public/demo.
 */
export async function seedShell(db: Kysely<Database>, cityId: number) {
  await db
    .insertInto('settings')
    .values({
      city_id: cityId,
      navbar_logo: '/demo/logo-120x60.svg',
      logo: '/demo/logo-180x98.svg',
      services: JSON.stringify({ service_provider: 1, shops: 2, market_place: 3, rent: 4, jobs: 5 }),
      social_links: JSON.stringify([
        { type: 'youtube', url: 'https://www.youtube.com/@jaliya' },
        { type: 'instagram', url: 'https://www.instagram.com/jaliya' },
        { type: 'facebook', url: 'https://www.facebook.com/jaliya' },
        { type: 'tiktok', url: 'https://www.tiktok.com/@jaliya' },
        { type: 'twitter', url: 'https://twitter.com/jaliya' },
        { type: 'pinterest', url: 'https://www.pinterest.com/jaliya' },
      ]),
      subscribe_en: 'Get the week’s new shops, jobs, homes and community events in your inbox.',
      subscribe_ar: 'احصل على أحدث المتاجر والوظائف والمساكن وفعاليات الجالية في بريدك كل أسبوع.',
      email: 'hello@jaliya.app',
      phone: '+1 (313) 555-0142',
      copyright_en: `© ${new Date().getFullYear()} Jaliya Dearborn. All rights reserved.`,
      copyright_ar: `© ${new Date().getFullYear()} جالية ديربورن. جميع الحقوق محفوظة.`,
      app_store_url: 'https://apps.apple.com/app/jaliya',
      play_store_url: 'https://play.google.com/store/apps/details?id=app.jaliya',
    })
    .execute();

  const states: Array<[string, string, string, string | null]> = [
    ['Michigan', 'ميشيغان', 'michigan', null],
    ['Ohio', 'أوهايو', 'ohio', 'https://ohio.jaliya.app'],
    ['Illinois', 'إلينوي', 'illinois', 'https://chicago.jaliya.app'],
    ['New York', 'نيويورك', 'new-york', 'https://newyork.jaliya.app'],
    ['New Jersey', 'نيوجيرسي', 'new-jersey', 'https://nj.jaliya.app'],
    ['California', 'كاليفورنيا', 'california', null],
    ['Texas', 'تكساس', 'texas', 'https://texas.jaliya.app'],
    ['Virginia', 'فيرجينيا', 'virginia', null],
    ['Florida', 'فلوريدا', 'florida', null],
    ['Pennsylvania', 'بنسلفانيا', 'pennsylvania', null],
  ];
  await db
    .insertInto('states')
    .values(
      states.map(([en, ar, slug, url], position) => ({
        city_id: cityId,
        title_en: en,
        title_ar: ar,
        image: `/demo/states/${slug}.svg`,
        url,
        position,
      })),
    )
    .execute();

  const tree: Array<{ kind: 'shops' | 'service'; en: string; ar: string; subs: Array<[string, string]> }> = [
    {
      kind: 'shops',
      en: 'Food & Groceries',
      ar: 'الطعام والبقالة',
      subs: [
        ['Halal Butchers', 'ملاحم حلال'],
        ['Restaurants', 'مطاعم'],
        ['Bakeries & Sweets', 'مخابز وحلويات'],
        ['Grocery', 'بقالة'],
        ['Coffee & Hookah', 'مقاهٍ'],
      ],
    },
    {
      kind: 'shops',
      en: 'Shopping',
      ar: 'التسوق',
      subs: [
        ['Clothing', 'ملابس'],
        ['Jewelry', 'مجوهرات'],
        ['Electronics', 'إلكترونيات'],
        ['Furniture', 'أثاث'],
      ],
    },
    {
      kind: 'service',
      en: 'Professional Services',
      ar: 'الخدمات المهنية',
      subs: [
        ['Lawyers', 'محامون'],
        ['Translators', 'مترجمون'],
        ['Tax & Accounting', 'الضرائب والمحاسبة'],
        ['Real Estate', 'عقارات'],
        ['Insurance', 'تأمين'],
      ],
    },
    {
      kind: 'service',
      en: 'Health & Home',
      ar: 'الصحة والمنزل',
      subs: [
        ['Doctors', 'أطباء'],
        ['Dentists', 'أطباء أسنان'],
        ['Auto Repair', 'تصليح سيارات'],
        ['Home Repair', 'صيانة المنازل'],
      ],
    },
  ];
  await insertCategoryTree(
    db,
    cityId,
    tree.map((main) => ({ ...main, subs: main.subs.map(([en, ar]) => ({ en, ar })) })),
  );

  await db
    .insertInto('welcome_items')
    .values({
      city_id: cityId,
      type: 'youtube',
      link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title_en: 'Welcome to Jaliya',
      title_ar: 'أهلاً بكم في جالية',
      description_en: 'A one-minute tour of your community’s new home online.',
      description_ar: 'جولة سريعة في بيت جاليتكم الجديد على الإنترنت.',
    })
    .execute();
}
