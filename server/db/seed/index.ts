import type { AppConfig } from '../../config.ts';
import type { DB } from '../database.ts';
import { seedShell } from './shell.ts';
import { seedBlogAndGuides } from './blog-guides.ts';
import { seedPages } from './pages.ts';
import { seedMarketplace } from './marketplace.ts';

/** Seeds the bilingual demo city only into an empty database. Returns whether it seeded. */
export async function seedIfEmpty(db: DB, config: AppConfig): Promise<boolean> {
  const existing = await db.selectFrom('cities').select('id').limit(1).execute();
  if (existing.length) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cities')
      .values({
        id: config.CITY_ID,
        code: config.CITY_CODE,
        name_en: config.CITY_NAME_EN,
        name_ar: config.CITY_NAME_AR,
      })
      .execute();
    await seedShell(trx, config.CITY_ID);
    await seedBlogAndGuides(trx, config.CITY_ID);
    await seedPages(trx, config.CITY_ID);
    await seedMarketplace(trx, config.CITY_ID);
  });
  return true;
}
