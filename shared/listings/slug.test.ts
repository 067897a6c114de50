import { describe, expect, it } from 'vitest';
import { listingSlug } from './slug.ts';

describe('listingSlug', () => {
  it('keeps letters and digits of both scripts, joined by hyphens', () => {
    expect(listingSlug('Used Stroller — Graco 2021!')).toBe('used-stroller-graco-2021');
    expect(listingSlug('عربة أطفال مستعملة')).toBe('عربة-أطفال-مستعملة');
  });

  it('drops diacritics, tatweel and bidi controls, and stays short', () => {
    expect(listingSlug('سَيّـارة\u202E')).toBe('سيارة');
    expect(listingSlug('a'.repeat(200)).length).toBe(80);
    expect(listingSlug('!!!')).toBe('');
  });
});
