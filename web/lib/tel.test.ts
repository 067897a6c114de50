import { describe, expect, it } from 'vitest';
import { dialable, telHref } from './tel.ts';

describe('dialable phone numbers', () => {
  it('gives a local 10-digit number its +1, keeps a given country code, and drops the punctuation', () => {
    expect(dialable('(313) 555-0123')).toBe('+13135550123');
    expect(dialable('1 313 555 0123')).toBe('+13135550123');
    expect(dialable('+1 313 555 0123')).toBe('+13135550123');
    expect(dialable('+961 1 234 567')).toBe('+9611234567');
    expect(dialable('555 0123')).toBe('5550123');
    expect(telHref('313.555.0123')).toBe('tel:+13135550123');
  });
});
