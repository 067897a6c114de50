import { renderToStaticMarkup } from 'react-dom/server';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { ListingPhoto } from './listing-photo.tsx';
import { withPlaceholder } from './photo-placeholder.server.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { offerAvailability } from './product-json-ld.ts';

/** A 4×3 flat teal picture's thumbhash, as the upload pipeline stores it. */
const teal = Buffer.from(
  rgbaToThumbHash(4, 3, new Uint8Array(Array.from({ length: 12 }, () => [15, 118, 110, 255]).flat())),
).toString('base64');
const photo = {
  id: 'p1',
  width: 1600,
  height: 1200,
  placeholder: teal,
  role: null,
  variants: [400, 800, 1600].map((w) => ({
    width: w,
    height: (w * 3) / 4,
    url: `/media/photos/p1/${w}.webp`,
  })),
};

describe('ListingPhoto', () => {
  it('offers every variant in srcset, with the size that keeps the layout still, lazily', () => {
    const html = renderToStaticMarkup(<ListingPhoto photo={withPlaceholder(photo)} sizes="50vw" />);
    expect(html.toLowerCase()).toContain(
      'srcset="/media/photos/p1/400.webp 400w, /media/photos/p1/800.webp 800w, /media/photos/p1/1600.webp 1600w"',
    );
    expect(html).toContain('src="/media/photos/p1/800.webp"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1200"');
    expect(html).toContain('loading="lazy"');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
    // the average colour of the thumbhash is painted underneath
    expect(html).toMatch(/background-color:rgb\(\d+ \d+ \d+\)/);
  });

  it('loads the LCP photo first and never lazily, over its blurred preview', () => {
    const html = renderToStaticMarkup(
      <ListingPhoto photo={withPlaceholder(photo, true)} sizes="100vw" isLcp />,
    );
    expect(html).toMatch(/<img[^>]+fetchPriority="high"/);
    expect(html).toContain('loading="eager"');
    const preview = /background-image:url\((data:image\/png;base64,[^)]+)\)/.exec(html)?.[1] ?? '';
    expect(preview, 'a blurred preview under the photo').not.toBe('');
    // small enough for the first response: a few hundred bytes, not kilobytes
    expect(preview.length).toBeLessThan(600);
  });

  it('sends the browser only what the <img> draws: no thumbhash, group or variant heights (they travel twice)', () => {
    for (const drawn of [
      withPlaceholder(photo),
      withPlaceholder(photo, true),
      withPlaceholder({ ...photo, placeholder: '' }),
    ]) {
      expect(Object.keys(drawn).sort()).toEqual(
        ['height', 'id', 'tint', 'variants', 'width', ...('preview' in drawn ? ['preview'] : [])].sort(),
      );
      expect(drawn.variants).toEqual(photo.variants.map(({ width, url }) => ({ width, url })));
    }
  });

  it('keeps the page when a placeholder is broken', () => {
    expect(withPlaceholder({ ...photo, placeholder: '!!' }).tint).toBe('#e6f4f2');
    expect(withPlaceholder({ ...photo, placeholder: '' }, true).preview).toBeUndefined();
  });
});

describe('product prices and availability', () => {
  it('writes dollars with groups, and cents only when there are some', () => {
    expect(formatPrice('en', 9500)).toBe('$9,500');
    expect(formatPrice('ar', 1200.5)).toBe('$1,200.50');
    expect(formatPrice('en', 0.05)).toBe('$0.05');
  });

  it('tells search engines in stock, sold out or discontinued', () => {
    expect(offerAvailability({ available: true, status: 'published' })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ available: false, status: 'sold' })).toBe('https://schema.org/SoldOut');
    expect(offerAvailability({ available: false, status: 'expired' })).toBe(
      'https://schema.org/Discontinued',
    );
  });
});
