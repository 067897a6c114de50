import { describe, expect, it } from 'vitest';
import { inLang } from './bilingual.ts';

describe('inLang', () => {
  const row = { title_en: 'Welcome', title_ar: 'أهلاً', body_en: 'Text', body_ar: null };
  it("reads the column of the reader's language", () => {
    expect(inLang(row, 'title', 'en')).toBe('Welcome');
    expect(inLang(row, 'title', 'ar')).toBe('أهلاً');
  });
  it('keeps what the column holds, an empty Arabic column included (no fallback)', () => {
    expect(inLang(row, 'body', 'ar')).toBeNull();
  });
});
