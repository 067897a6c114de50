import { stripBidiControls } from '../limits.ts';

/**
 * The cosmetic part of a post's URL: letters (Arabic too) and digits of the title, joined by
 * hyphens, at most 80 characters. The id alone always finds the post.
 */
export function listingSlug(title: string): string {
  return stripBidiControls(title)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // Arabic diacritics and tatweel
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
