import { describe, expect, it } from 'vitest';
import { searchRedirectTarget } from './search-redirect.server.ts';

const at = (query: string, referer?: string) =>
  searchRedirectTarget(
    new Request(`http://jaliya.test/search-result${query}`, { headers: referer ? { referer } : {} }),
  );

describe('header search without JavaScript', () => {
  it('moves the trimmed keyword into the path, encoded', () => {
    expect(at('?keyword=%20halal%20')).toBe('/search-result/halal');
    expect(at(`?keyword=${encodeURIComponent('مطعم حلال')}`)).toBe(
      `/search-result/${encodeURIComponent('مطعم حلال')}`,
    );
    expect(at('?keyword=a%2Fb')).toBe('/search-result/a%2Fb');
  });
  it('a blank keyword goes back to the same-origin page it came from', () => {
    expect(at('?keyword=%20%20', 'http://jaliya.test/Blog?page=2')).toBe('/Blog?page=2');
    expect(at('?keyword=', 'http://jaliya.test/About')).toBe('/About');
    expect(at('?keyword=%E2%80%8F')).toBe('/');
  });
  it('never goes back to another site or loops onto itself', () => {
    expect(at('?keyword=', 'https://evil.example/phish')).toBe('/');
    expect(at('', 'http://jaliya.test/search-result?keyword=')).toBe('/');
    expect(at('', 'not a url')).toBe('/');
    // a same-origin page whose path starts with // would otherwise bounce to that host
    expect(at('?keyword=', 'http://jaliya.test//evil.example/x')).toBe('/evil.example/x');
    expect(at('?keyword=', 'http://jaliya.test/%2F%2Fevil.example/x')).toBe('/evil.example/x');
  });
});
