import { describe, expect, it } from 'vitest';
import { createTranslator, formatMessage, formatNumber, type Lang, numberLocale } from './format.ts';

const arPlural =
  '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}';

describe('formatMessage', () => {
  it('fills arguments and leaves unknown ones visible', () => {
    expect(formatMessage('en', 'Hello {name}, {missing}', { name: 'Amal' })).toBe('Hello Amal, {missing}');
  });

  it('chooses every Arabic plural form', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => formatMessage('ar', arPlural, { count }));
    expect(forms).toEqual(['لا نتائج', 'نتيجة واحدة', 'نتيجتان', '3 نتائج', '11 نتيجة', '100 نتيجة']);
  });

  it('prefers exact =N cases and formats # with the locale', () => {
    expect(formatMessage('en', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
    expect(formatMessage('en', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 1200 })).toBe(
      '1,200 items',
    );
  });

  it('returns the key for a missing message', () => {
    expect(createTranslator('en', {})('common.nothing')).toBe('common.nothing');
  });
});

describe('formatNumber', () => {
  const samples = [
    0,
    1,
    9,
    10,
    999,
    1000,
    1001,
    12_345,
    100_000,
    999_999,
    1_000_000,
    123_456_789,
    2 ** 53 - 1,
  ];
  const others = [-1, -1234, 1.5, 1234.25, 0.001, Number.MAX_SAFE_INTEGER + 2];
  it.each(['en', 'ar'] as Lang[])(
    'writes every number as Intl does in %s (whole numbers without Intl)',
    (lang) => {
      const intl = new Intl.NumberFormat(numberLocale(lang));
      for (const n of [...samples, ...others]) expect(formatNumber(lang, n), String(n)).toBe(intl.format(n));
    },
  );
});
