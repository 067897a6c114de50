import { describe, expect, it } from 'vitest';
import { PageCache, withNonce } from './page-cache.ts';

const page = (body: string, nonce: string, storedAt = 1000) => ({ status: 200, headers: [], body, nonce, storedAt });

describe('PageCache', () => {
  it('serves an entry within its TTL and forgets it after', () => {
    const cache = new PageCache(5000, 10);
    cache.set('en /', page('<p>x</p>', 'n1'));
    expect(cache.get('en /', 5999)?.body).toBe('<p>x</p>');
    expect(cache.get('en /', 6001)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new PageCache(60_000, 2);
    cache.set('a', page('a', ''));
    cache.set('b', page('b', ''));
    cache.get('a', 1000);
    cache.set('c', page('c', ''));
    expect(cache.get('b', 1000)).toBeUndefined();
    expect(cache.get('a', 1000)?.body).toBe('a');
  });

  it('gives every response its own nonce', () => {
    const cached = page('<script nonce="OLD">1</script><link nonce="OLD">', 'OLD');
    expect(withNonce(cached, 'NEW')).toBe('<script nonce="NEW">1</script><link nonce="NEW">');
  });
});
