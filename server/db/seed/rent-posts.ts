import type { Kysely } from 'kysely';
import { rentAttributesSchema } from '#shared/listings/rent.schema.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import type { Database } from '../schema.ts';
import type { DemoPosterKey } from './demo-accounts.ts';
import { attachSeedPhotos, prepareSeedPhotos, type SeededPhoto } from './demo-photos.ts';
import { demoRents } from './rent-post-data.ts';

const dayMs = 86_400_000;

/** Renders and stores the demo rentals' photos before the seed's transaction. */
export const prepareRentPhotos = (storage: MediaStorage) => prepareSeedPhotos(storage, demoRents);

/**
 * The demo rentals: offers and people looking, in both languages, some anonymous, a few waiting
 * for the moderators and one closed; each checked by the kind's own schema (fair-housing rule
 * included), with its photo attached in the same transaction.
 */
export async function seedRentPosts(
  db: Kysely<Database>,
  input: {
    cityId: number;
    posters: Record<DemoPosterKey, number>;
    photos: Array<SeededPhoto | null>;
    ttlDays: number;
  },
) {
  const now = Date.now();
  const rows = demoRents.map((rent) => {
    const at = new Date(now - rent.daysAgo * dayMs - (rent.title.length % 13) * 3_600_000);
    const status = rent.status ?? 'published';
    const live = status !== 'pending';
    return {
      city_id: input.cityId,
      kind: 'rent' as const,
      owner_id: input.posters[rent.by],
      status,
      title: rent.title,
      description: rent.description,
      price: rent.price.toFixed(2),
      slug: listingSlug(rent.title),
      attributes: JSON.stringify(rentAttributesSchema.parse({ gender: 'any', ...rent.attributes })),
      anonymous: rent.anonymous ?? false,
      created_at: at,
      updated_at: at,
      published_at: live ? at : null,
      expires_at: live ? new Date(at.getTime() + input.ttlDays * dayMs) : null,
    };
  });
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  await attachSeedPhotos(
    db,
    inserted.map((row, i) => ({ id: row.id, owner_id: rows[i].owner_id })),
    input.photos,
  );
  return inserted.length;
}
