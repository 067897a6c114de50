import type { Kysely } from 'kysely';
import { productAttributesSchema } from '#shared/listings/product.schema.ts';
import { listingSlug } from '#shared/listings/slug.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import type { Database } from '../schema.ts';
import type { DemoPosterKey } from './demo-accounts.ts';
import { attachSeedPhotos, prepareSeedPhotos, type SeededPhoto } from './demo-photos.ts';
import type { MarketCategoryIds } from './market-categories.ts';
import { type DemoPost, demoPosts } from './market-post-data.ts';

const dayMs = 86_400_000;

/** Renders and stores every demo post's photo before the seed's transaction. */
export const prepareDemoPhotos = (storage: MediaStorage) => prepareSeedPhotos(storage, demoPosts);

/** The dates and status columns of a demo post `daysAgo` old, with the site's TTL. */
function lifeOf(post: DemoPost, ttlDays: number, now: number) {
  const at = new Date(now - post.daysAgo * dayMs - (post.title.length % 17) * 3_600_000);
  const status = post.status ?? 'published';
  if (status === 'pending' || status === 'rejected')
    return { status, created_at: at, updated_at: at, published_at: null, expires_at: null };
  // an expired post is a published one whose time ran out (it reads as expired, the owner may renew)
  return {
    status: status === 'expired' ? ('published' as const) : status,
    created_at: at,
    updated_at: at,
    published_at: at,
    expires_at: new Date(at.getTime() + (status === 'expired' ? post.daysAgo - 3 : ttlDays) * dayMs),
  };
}

/**
 * The demo marketplace: posts of several verified authors in both languages, mostly published,
 * a few waiting for the moderators, one rejected, one sold and one expired, each with its photo
 * (stored by `prepareDemoPhotos`) attached in the same transaction.
 */
export async function seedMarketPosts(
  db: Kysely<Database>,
  input: {
    cityId: number;
    categories: MarketCategoryIds;
    posters: Record<DemoPosterKey, number>;
    photos: Array<SeededPhoto | null>;
    ttlDays: number;
  },
) {
  const now = Date.now();
  const rows = demoPosts.map((post) => {
    const { mainId, subId } = input.categories[post.sub];
    // the kind's own schema, as the API would check it: a demo post is a valid post
    const attributes = productAttributesSchema.parse({
      main_category_id: mainId,
      sub_category_id: subId,
      post_type: post.type ?? 'sale',
      condition: post.condition,
      year: post.year,
      color: post.color ?? '',
      model: post.model ?? '',
      place: post.place,
      phone: post.phone,
    });
    return {
      city_id: input.cityId,
      kind: 'product' as const,
      owner_id: input.posters[post.by],
      title: post.title,
      description: post.description,
      price: post.price === null ? null : post.price.toFixed(2),
      slug: listingSlug(post.title),
      attributes: JSON.stringify(attributes),
      rejection_reason: post.rejection ?? null,
      ...lifeOf(post, input.ttlDays, now),
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
