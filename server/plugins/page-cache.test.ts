import { describe, expect, it } from 'vitest';
import { withNonce } from './page-cache.ts';

describe('page cache', () => {
  it('gives every response its own nonce', () => {
    const cached = {
      status: 200,
      headers: [],
      body: '<script nonce="OLD">1</script><link nonce="OLD">',
      nonce: 'OLD',
    };
    expect(withNonce(cached, 'NEW')).toBe('<script nonce="NEW">1</script><link nonce="NEW">');
  });
});
