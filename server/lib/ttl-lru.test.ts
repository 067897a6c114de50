import { describe, expect, it } from 'vitest';
import { TtlLru } from './ttl-lru.ts';

describe('TtlLru', () => {
  it('serves an entry within its TTL and forgets it after', () => {
    const cache = new TtlLru<string>(5000, 10);
    cache.set('en /', '<p>x</p>', 1000);
    expect(cache.get('en /', 5999)).toBe('<p>x</p>');
    expect(cache.get('en /', 6001)).toBeUndefined();
    // an expired entry is gone for good, not only hidden
    expect(cache.get('en /', 1000)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new TtlLru<string>(60_000, 2);
    cache.set('a', 'a', 1000);
    cache.set('b', 'b', 1000);
    cache.get('a', 1000);
    cache.set('c', 'c', 1000);
    expect(cache.get('b', 1000)).toBeUndefined();
    expect(cache.get('a', 1000)).toBe('a');
    expect(cache.get('c', 1000)).toBe('c');
  });
});
