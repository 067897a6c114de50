import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('never picks an encoding the client refused with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('BR;Q=0.5')).toBe('br');
  });
});
