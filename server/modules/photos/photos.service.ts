import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import { type PhotoView, photoLimits } from '#shared/photos.ts';
import type { PhotoVariant } from '../../db/schema.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limit.ts';
import type { JobQueue } from '../jobs/jobs.queue.ts';
import { processPhoto } from './photo-processing.ts';
import type { PhotosRepository } from './photos.repository.ts';

export interface PhotosServiceDeps {
  repo: PhotosRepository;
  storage: MediaStorage;
  jobs: Pick<JobQueue, 'enqueue'>;
  limiter: RateLimiter;
  /** PHOTO_UPLOADS_PER_HOUR: uploads one user may make in an hour. */
  uploadsPerHour: number;
}

type Executor = Parameters<PhotosRepository['attach']>[0];

const unusedMs = photoLimits.unusedHours * 3_600_000;

/** Variant `edge` of photo `id`: the random id makes the name unguessable (decision 090). */
export const variantKey = (id: string, width: number) => `photos/${id}/${width}.webp`;

/** A photo as stored: the variants hold storage keys, not URLs. */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  variants: PhotoVariant[];
  /** A post's photo in a named group (a business's logo, cover…); absent or null otherwise. */
  role?: string | null;
}

/** A stored photo as the API shows it: the storage turns keys into URLs. */
export function presentPhoto(photo: StoredPhoto, storage: MediaStorage): PhotoView {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    role: photo.role ?? null,
    variants: photo.variants.map((v) => ({ width: v.width, height: v.height, url: storage.url(v.key) })),
  };
}

/**
 * Photos: the upload (checked, re-encoded, stored), a post taking its photos, and the clean-up of
 * photos no post took. Every post kind uses this one pipeline.
 */
export function createPhotosService({ repo, storage, jobs, limiter, uploadsPerHour }: PhotosServiceDeps) {
  const uploadRule: RateRule = { name: 'photo-upload', max: uploadsPerHour, windowMs: 3_600_000 };

  return {
    /** Refuses a user past their hourly upload count, before their file is read. */
    async checkUploadRate(ownerId: number) {
      const limit = await limiter.hit(uploadRule, `user:${ownerId}`);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfter: limit.retryAfter });
    },

    /**
     * Stores an uploaded file as a photo of `ownerId`: type from the content, size and pixel limits,
     * WebP variants without metadata, a thumbhash. Its clean-up is queued with the row, to run
     * `photoLimits.unusedHours` later unless a post takes it first.
     */
    async upload(input: { ownerId: number; file: Buffer }): Promise<PhotoView> {
      const processed = await processPhoto(input.file);
      const id = randomUUID();
      const variants = processed.variants.map((v) => ({
        width: v.width,
        height: v.height,
        key: variantKey(id, v.width),
      }));
      try {
        // every write settles before any clean-up below, so no late write outlives it
        const written = await Promise.allSettled(
          processed.variants.map((v, i) => storage.put(variants[i].key, v.body, 'image/webp')),
        );
        const failed = written.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        await repo.transaction(async (trx) => {
          const row = await repo.insert(trx, {
            id,
            ownerId: input.ownerId,
            width: processed.width,
            height: processed.height,
            variants,
            placeholder: processed.placeholder,
          });
          await jobs.enqueue(
            'photo-cleanup',
            { photoId: id },
            { db: trx, runAt: new Date(new Date(row.created_at).getTime() + unusedMs) },
          );
        });
      } catch (error) {
        // files without a row would never be cleaned up (a full disk may have taken some of them)
        await Promise.all(variants.map((v) => storage.delete(v.key)));
        throw error;
      }
      return presentPhoto({ id, ...processed, variants }, storage);
    },

    /**
     * Makes `photoIds` (in this order) the photos of a post, inside the caller's transaction. Every
     * id must be the owner's own and free or already this post's, else PHOTO_NOT_OWNED and nothing
     * changes. Photos the post lets go get their clean-up queued. `roles` (same length as
     * `photoIds`) names each photo's group for kinds with named photo groups.
     */
    async attach(
      trx: Executor,
      input: { listingId: number; ownerId: number; photoIds: string[]; roles?: Array<string | null> },
    ) {
      const unique = [...new Set(input.photoIds)];
      const roles = unique.map((id) => input.roles?.[input.photoIds.indexOf(id)] ?? null);
      const { taken, released } = await repo.attach(trx, { ...input, photoIds: unique, roles });
      if (taken !== unique.length) throw new AppError('PHOTO_NOT_OWNED');
      const runAt = new Date(Date.now() + unusedMs);
      for (const photoId of released) await jobs.enqueue('photo-cleanup', { photoId }, { db: trx, runAt });
    },

    /** Refuses early, before a post is written, when a photo id is not the owner's to use. */
    async assertAttachable(input: { listingId: number | null; ownerId: number; photoIds: string[] }) {
      const unique = [...new Set(input.photoIds)];
      if ((await repo.countAttachable({ ...input, photoIds: unique })) !== unique.length)
        throw new AppError('PHOTO_NOT_OWNED');
    },

    /**
     * Queues the clean-up of a post's photos before the post is deleted (the foreign key then lets
     * go of them). Should the delete not happen, the jobs find the photos still used and do nothing.
     */
    async releaseListing(listingId: number) {
      const runAt = new Date(Date.now() + unusedMs);
      for (const photo of await repo.listForListing(listingId))
        await jobs.enqueue('photo-cleanup', { photoId: photo.id }, { runAt });
    },

    /**
     * The owner's own photos among `ids`, in the order asked (others' and unknown ids are left out):
     * a posting form shown again after an error shows the photos already uploaded for it.
     */
    async listOwned(input: { ownerId: number; ids: string[] }): Promise<PhotoView[]> {
      const rows = await repo.listOwned(input.ownerId, [...new Set(input.ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return input.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentPhoto({ ...row, variants: row.variants as PhotoVariant[] }, storage)] : [];
      });
    },

    /** A stored photo as the API shows it (listings present their photos with this). */
    present: (photo: StoredPhoto) => presentPhoto(photo, storage),
  };
}

/**
 * The photo-cleanup job's work: under a row lock, deletes the files and then the row of a photo no
 * post uses. Files go first, so a failure leaves the row for the job's retry, never orphan files.
 */
export function unusedPhotoDeleter(repo: PhotosRepository, storage: MediaStorage) {
  return (photoId: string) =>
    repo.transaction(async (trx) => {
      const photo = await repo.lockUnused(trx, photoId);
      if (!photo) return;
      const variants = photo.variants as PhotoVariant[];
      await Promise.all(variants.map((v) => storage.delete(v.key)));
      await repo.delete(trx, photoId);
    });
}

export type PhotosService = ReturnType<typeof createPhotosService>;
