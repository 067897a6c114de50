import { rgbaToDataURL, thumbHashToAverageRGBA, thumbHashToRGBA } from 'thumbhash';
import type { PhotoView } from '#shared/photos.ts';

/**
 * A photo as the listing pages draw it: the thumbhash turned into what CSS can paint under it, and
 * only what the `<img>` needs. It travels twice (the markup and the hydration data), so the
 * thumbhash itself (≈ 28 random characters), the group and the variants' heights stay on the server:
 * ≈ 1 KB compressed less on a list of 24 cards.
 */
export interface ListingPhotoData {
  id: PhotoView['id'];
  width: number;
  height: number;
  /** smallest first, for `srcset` */
  variants: { width: number; url: string }[];
  /** The photo's average colour, painted while the image loads (a few bytes per card). */
  tint: string;
  /** The blurred preview as a tiny PNG data URL (about 0.5 kB): only for the page's LCP photo. */
  preview?: string;
}

const fallbackTint = '#e6f4f2';
/** The preview's long edge in pixels: the browser's smoothing blurs it to the photo's size. */
const previewEdge = 8;

/** The thumbhash's picture scaled down to `previewEdge` pixels (nearest pixel is enough for a blur). */
function smallPreview(hash: Uint8Array): string {
  const { w, h, rgba } = thumbHashToRGBA(hash);
  const scale = previewEdge / Math.max(w, h);
  const sw = Math.max(1, Math.round(w * scale));
  const sh = Math.max(1, Math.round(h * scale));
  const out = new Uint8Array(sw * sh * 4);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      const from = (Math.min(h - 1, Math.floor(y / scale)) * w + Math.min(w - 1, Math.floor(x / scale))) * 4;
      out.set(rgba.subarray(from, from + 4), (y * sw + x) * 4);
    }
  return rgbaToDataURL(sw, sh, out);
}

/**
 * Decodes the thumbhash on the server, so the browser never loads the decoder. A broken hash only
 * loses the placeholder, never the page.
 */
export function withPlaceholder(photo: PhotoView, withPreview = false): ListingPhotoData {
  const drawn = {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map(({ width, url }) => ({ width, url })),
  };
  const hash = Uint8Array.from(Buffer.from(photo.placeholder, 'base64'));
  // a thumbhash has a 5-byte header at least; anything shorter is not one
  if (hash.length < 5) return { ...drawn, tint: fallbackTint };
  try {
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const tint = `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
    return { ...drawn, tint, ...(withPreview ? { preview: smallPreview(hash) } : {}) };
  } catch {
    return { ...drawn, tint: fallbackTint };
  }
}
