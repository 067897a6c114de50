import { describe, expect, it } from 'vitest';
import { controlCharacters } from '../server/test/hostile-input.ts';
import { hasControlCharacters } from './limits.ts';
import { controlCharactersKey, emailSchema, phoneSchema, textField } from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('hasControlCharacters', () => {
  it.each([...controlCharacters, '\t', '\n', '\r', '\u000b', '\u001f'])(
    'finds %j in single-line text',
    (c) => {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    },
  );
  it('lets multi-line text keep tab, line feed and carriage return, nothing else', () => {
    expect(hasControlCharacters('line one\r\n\tline two', true)).toBe(false);
    for (const c of controlCharacters) expect(hasControlCharacters(`a${c}b`, true)).toBe(true);
  });
  it('accepts ordinary Arabic and English text, emoji and non-breaking spaces', () => {
    expect(hasControlCharacters('مرحبا Hello 👋\u00a0é')).toBe(false);
  });
});

describe('textField, the one text schema', () => {
  const single = textField({ max: 20, required: 'validation.nameRequired' });
  const multi = textField({ max: 50, required: 'validation.messageRequired', multiline: true });
  const optional = textField({ max: 10 });

  it.each(controlCharacters)('refuses %j in single-line and multi-line text with its own message', (c) => {
    expect(firstMessage(single.safeParse(`Ali${c}`))).toBe(controlCharactersKey);
    expect(firstMessage(single.safeParse(c))).toBe(controlCharactersKey);
    expect(firstMessage(multi.safeParse(`Hi${c}there`))).toBe(controlCharactersKey);
    expect(firstMessage(optional.safeParse(`x${c}`))).toBe(controlCharactersKey);
  });

  it('refuses a line break inside single-line text, keeps it in multi-line text', () => {
    expect(firstMessage(single.safeParse('Ali\nBaba'))).toBe(controlCharactersKey);
    expect(multi.parse('  Hello\r\n\tthere  ')).toBe('Hello\n\tthere');
  });

  it('stores the line breaks a form sends (CRLF) as LF', () => {
    expect(multi.parse('one\r\ntwo\rthree\n')).toBe('one\ntwo\nthree');
  });

  it('still trims, strips bidi controls from single-line text and applies its limits', () => {
    expect(single.parse('  \u202eAli\u202c  ')).toBe('Ali');
    expect(firstMessage(single.safeParse('   '))).toBe('validation.nameRequired');
    expect(firstMessage(single.safeParse('x'.repeat(21)))).toBe('validation.tooLong');
    expect(optional.parse(undefined)).toBe('');
  });
});

describe('e-mail and phone refuse control characters too', () => {
  it.each(controlCharacters)('%j', (c) => {
    expect(firstMessage(emailSchema.safeParse(`a${c}b@example.com`))).toBe(controlCharactersKey);
    expect(firstMessage(phoneSchema.safeParse(`313${c}555`))).toBe(controlCharactersKey);
  });
});

describe('phone numbers', () => {
  it('takes an empty field or a whole number in either script, and refuses a few digits', () => {
    expect(phoneSchema.parse('')).toBe('');
    expect(phoneSchema.parse('(٣١٣) ٥٥٥-٠١٢٣')).toBe('(313) 555-0123');
    expect(phoneSchema.parse('+1 313 555 0123')).toBe('+1 313 555 0123');
    for (const short of ['12', '١٢', '555-01'])
      expect(firstMessage(phoneSchema.safeParse(short)), short).toBe('validation.phoneInvalid');
  });
});
