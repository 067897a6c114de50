import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, PhotoVariant } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The `photos` table; the only module that queries it. */
export function photosRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(work);
    },

    async insert(
      trx: Executor,
      photo: {
        id: string;
        ownerId: number;
        width: number;
        height: number;
        variants: PhotoVariant[];
        placeholder: string;
      },
    ) {
      return trx
        .insertInto('photos')
        .values({
          id: photo.id,
          owner_id: photo.ownerId,
          width: photo.width,
          height: photo.height,
          variants: JSON.stringify(photo.variants),
          placeholder: photo.placeholder,
        })
        .returning('created_at')
        .executeTakeFirstOrThrow();
    },

    /**
     * Gives `listingId` exactly these photos in this order and lets go of the ones it had. Only
     * photos of `ownerId` that are free or already this post's are taken; returns how many were, so
     * the caller refuses the whole change when one id was someone else's. Photos let go are
     * returned for their clean-up.
     */
    async attach(
      trx: Executor,
      input: { listingId: number; ownerId: number; photoIds: string[]; roles?: Array<string | null> },
    ) {
      const released = await trx
        .updateTable('photos')
        .set({ listing_id: null, position: null, role: null })
        .where('listing_id', '=', input.listingId)
        .$if(input.photoIds.length > 0, (q) => q.where('id', 'not in', input.photoIds))
        .returning('id')
        .execute();
      if (input.photoIds.length === 0) return { taken: 0, released: released.map((r) => r.id) };
      const positions = input.photoIds.map(
        (id, index) => sql`(${id}::uuid, ${index}::smallint, ${input.roles?.[index] ?? null}::text)`,
      );
      const result = await sql`
        UPDATE photos p SET listing_id = ${input.listingId}, position = wanted.position, role = wanted.role
          FROM (VALUES ${sql.join(positions)}) AS wanted(id, position, role)
         WHERE p.id = wanted.id AND p.owner_id = ${input.ownerId}
           AND (p.listing_id IS NULL OR p.listing_id = ${input.listingId})`.execute(trx);
      return { taken: Number(result.numAffectedRows ?? 0), released: released.map((r) => r.id) };
    },

    /** How many of these photos the owner could attach to `listingId` (free or already its own). */
    async countAttachable(input: { listingId: number | null; ownerId: number; photoIds: string[] }) {
      if (input.photoIds.length === 0) return 0;
      const row = await db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', 'in', input.photoIds)
        .where('owner_id', '=', input.ownerId)
        .where((eb) =>
          input.listingId === null
            ? eb('listing_id', 'is', null)
            : eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', input.listingId)]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The owner's photos among these ids (any order; ids that are not theirs are left out). */
    listOwned(ownerId: number, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('photos')
        .select(['id', 'width', 'height', 'placeholder', 'variants'])
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .execute();
    },

    /** A post's photos in their order. */
    listForListing(listingId: number) {
      return db
        .selectFrom('photos')
        .selectAll()
        .where('listing_id', '=', listingId)
        .orderBy('position')
        .execute();
    },

    /**
     * Locks a photo that no post uses, for deletion; null when it is gone or a post took it. The
     * lock makes a concurrent attach wait, then find the row gone and refuse.
     */
    lockUnused(trx: Executor, id: string) {
      return trx
        .selectFrom('photos')
        .select(['id', 'variants'])
        .where('id', '=', id)
        .where('listing_id', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async delete(trx: Executor, id: string) {
      await trx.deleteFrom('photos').where('id', '=', id).execute();
    },
  };
}

export type PhotosRepository = ReturnType<typeof photosRepository>;
