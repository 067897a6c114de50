import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';
import type { PhotoView } from '../../../shared/photos.ts';

/** A photo as the listing pages draw it: the thumbhash turned into what CSS can paint under it. */
export interface ListingPhotoData extends PhotoView {
  /** The photo's average colour, painted while the image loads (a few bytes per card). */
  tint: string;
  /** The blurred preview as a PNG data URL (about 1 kB): only for the page's LCP photo. */
  preview?: string;
}

const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

/**
 * Decodes the thumbhash on the server, so the browser never loads the decoder. A broken hash only
 * loses the placeholder, never the page.
 */
export function withPlaceholder(photo: PhotoView, withPreview = false): ListingPhotoData {
  try {
    const hash = bytesOf(photo.placeholder);
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const tint = `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
    return { ...photo, tint, ...(withPreview ? { preview: thumbHashToDataURL(hash) } : {}) };
  } catch {
    return { ...photo, tint: '#e6f4f2' };
  }
}
