import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { highlight, matchRanges } from './highlight.tsx';
import { searchPath } from './paths.ts';

describe('highlight', () => {
  it('marks each occurrence of the keyword, case-insensitively', () => {
    const parts = highlight('Halal food: the halal guide', 'HALAL') as unknown[];
    expect(parts.filter((p) => isValidElement(p))).toHaveLength(2);
  });
  it('treats regex characters literally and ignores one-letter words', () => {
    expect(highlight('a (b) c', 'a')).toBe('a (b) c');
    expect(matchRanges('price (usd)', '(usd)')).toEqual([[6, 11]]);
  });
  it('marks Arabic variants: no hamza, ه for ة, diacritics and tatweel in the text', () => {
    const text = '\u0623\u0633\u0648\u0627\u0642 \u0627\u0644\u0644\u064A\u0644\u064A\u0629'; // أسواق الليلية
    expect(matchRanges(text, '\u0627\u0633\u0648\u0627\u0642')).toEqual([[0, 5]]); // اسواق
    expect(matchRanges(text, '\u0627\u0644\u0644\u064A\u0644\u064A\u0647')).toEqual([[6, 13]]); // الليليه
    const marked = '\u0645\u064F\u062D\u0640\u0645\u062F'; // مُحـمد
    expect(matchRanges(marked, '\u0645\u062D\u0645\u062F')).toEqual([[0, 6]]);
  });
  it('marks Western digits for an Arabic-Indic keyword', () => {
    expect(matchRanges('Tax Season 2026', '\u0662\u0660\u0662\u0666')).toEqual([[11, 15]]);
  });
});

describe('searchPath', () => {
  it('encodes the keyword and leaves out defaults', () => {
    expect(searchPath('مدرسة')).toBe(`/search-result/${encodeURIComponent('مدرسة')}`);
    expect(searchPath('a/b', 'guides', 2)).toBe('/search-result/a%2Fb/guides?page=2');
  });
});
