import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.ts';
import type { GuideSection } from '../../db/schema.ts';

/** Test factories: a fresh city per test file so counts never depend on the seed or other tests. */
export async function createTestCity(db: DB): Promise<number> {
  const id = 100_000 + Math.floor(Math.random() * 1_000_000_000);
  await db
    .insertInto('cities')
    .values({ id, code: `T${id}`, name_en: 'Test city', name_ar: 'مدينة اختبار' })
    .execute();
  return id;
}

const unique = () => randomBytes(4).toString('hex');

export async function buildBlogPost(
  db: DB,
  cityId: number,
  overrides: Partial<{
    slug: string;
    title_en: string;
    title_ar: string;
    excerpt_en: string;
    excerpt_ar: string;
    body_en: string;
    body_ar: string;
    published_at: string | Date;
  }> = {},
) {
  const n = unique();
  return db
    .insertInto('blog_posts')
    .values({
      city_id: cityId,
      slug: `post-${n}`,
      title_en: `Post ${n}`,
      title_ar: `مقال ${n}`,
      excerpt_en: 'An excerpt.',
      excerpt_ar: 'مقتطف.',
      body_en: '<p>Body</p>',
      body_ar: '<p>نص</p>',
      image: '/demo/blog/halal-food.svg',
      author_en: 'Test Author',
      author_ar: 'كاتب الاختبار',
      published_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'slug', 'published_at'])
    .executeTakeFirstOrThrow();
}

export async function buildGuide(
  db: DB,
  cityId: number,
  overrides: Partial<{ section: GuideSection; slug: string; title_en: string; title_ar: string; body_en: string; body_ar: string; position: number }> = {},
) {
  const n = unique();
  return db
    .insertInto('user_guides')
    .values({
      city_id: cityId,
      section: 'faq',
      slug: `guide-${n}`,
      title_en: `Guide ${n}`,
      title_ar: `دليل ${n}`,
      body_en: '<p>Guide body</p>',
      body_ar: '<p>نص الدليل</p>',
      ...overrides,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}
