import type { AppConfig } from '../../config.ts';
import { type MediaStorage, mediaStorageAt } from '../../lib/media-storage.ts';
import type { DB } from '../database.ts';
import { seedShell } from './shell.ts';
import { seedBlogAndGuides } from './blog-guides.ts';
import { seedPages } from './pages.ts';
import { seedDemoAccounts, staffCredentialsBlock } from './demo-accounts.ts';
import { seedMarketCategories } from './market-categories.ts';
import { prepareDemoPhotos, seedMarketPosts } from './market-posts.ts';
import { prepareRentPhotos, seedRentPosts } from './rent-posts.ts';
import { seedJobPosts } from './job-posts.ts';
import { prepareBusinessPhotos, seedBusinesses } from './businesses.ts';

export interface SeedOptions {
  /** Where the demo posts' photos go; MEDIA_DIR's storage unless given. */
  storage?: MediaStorage;
  /** Start-up lines; the staff accounts' one-time passwords are printed through it. */
  say?: (message: string) => void;
}

/**
 * Seeds the bilingual demo city only into an empty database. Returns whether it seeded; when it did,
 * the admin's and moderator's random passwords have been printed once through `say` (nowhere else:
 * the database keeps their hashes only).
 */
export async function seedIfEmpty(db: DB, config: AppConfig, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('cities').select('id').limit(1).execute();
  if (existing.length) return false;
  const storage = options.storage ?? mediaStorageAt(config.MEDIA_DIR);
  const photos = await prepareDemoPhotos(storage);
  const rentPhotos = await prepareRentPhotos(storage);
  const businessPhotos = await prepareBusinessPhotos(storage);
  const staff = await db.transaction().execute(async (trx) => {
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
    const accounts = await seedDemoAccounts(trx);
    await seedMarketPosts(trx, {
      cityId: config.CITY_ID,
      categories: await seedMarketCategories(trx, config.CITY_ID),
      posters: accounts.posters,
      photos,
      ttlDays: config.LISTING_TTL_DAYS,
    });
    await seedRentPosts(trx, {
      cityId: config.CITY_ID,
      posters: accounts.posters,
      photos: rentPhotos,
      ttlDays: config.LISTING_TTL_DAYS,
    });
    await seedJobPosts(trx, {
      cityId: config.CITY_ID,
      posters: accounts.posters,
      ttlDays: config.LISTING_TTL_DAYS,
    });
    await seedBusinesses(trx, {
      cityId: config.CITY_ID,
      posters: accounts.posters,
      photos: businessPhotos,
    });
    return accounts.staff;
  });
  options.say?.(staffCredentialsBlock(staff, config.PUBLIC_URL));
  return true;
}
