import { describe, expect, it } from 'vitest';
import { createTranslator, formatMessage } from './format.ts';

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
