import { z } from 'zod';

/** Upload limits, shared by the server and (next) the browser's resize step. */
export const photoLimits = {
  /** Bytes of one uploaded file. */
  maxBytes: 15 * 1024 * 1024,
  /** Pixels of one uploaded image (width × height), checked from the header before decoding. */
  maxPixels: 40_000_000,
  /** Long edges of the stored WebP variants; a smaller photo is never upscaled. */
  variantEdges: [400, 800, 1600] as const,
  /** Photos one post may carry. */
  perListing: 10,
  /** Hours an uploaded photo waits for a post before it is deleted. */
  unusedHours: 24,
} as const;

/** The content types accepted, sniffed from the bytes (never the name or the declared type). */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const photoIdSchema = z.uuid({ error: 'validation.invalid' });

export const photoSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  /** thumbhash, base64 */
  placeholder: z.string(),
  /** Its group in a kind with named photo groups (a business's logo, cover, main, gallery); else null. */
  role: z.string().nullable(),
  /** smallest first, for `srcset` */
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
});
export type PhotoView = z.infer<typeof photoSchema>;
