/**
 * FNV-1a, 32 bits, in base 36: enough to tell versions of one module apart (catalogs, the site
 * shell), and the same in every runtime. Not a security hash.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
