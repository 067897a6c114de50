import { describe, expect, it } from 'vitest';
import { contactFieldErrors, contactMessageRequestSchema } from './contact.ts';

describe('contact message schema', () => {
  it('normalises Arabic-Indic digits in the phone and trims fields', () => {
    const parsed = contactMessageRequestSchema.parse({
      name: ' Ali ',
      email: ' ali@example.com ',
      phone: '٠١٢٣٤٥٦٧٨٩',
      message: ' hi ',
    });
    expect(parsed).toEqual({
      name: 'Ali',
      email: 'ali@example.com',
      phone: '0123456789',
      subject: '',
      message: 'hi',
    });
  });

  it('maps every field to its first problem as a catalog key', () => {
    const result = contactMessageRequestSchema.safeParse({
      name: '',
      email: 'nope',
      phone: 'abc',
      message: ' ',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(contactFieldErrors(result.error)).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      message: 'validation.messageRequired',
    });
  });
});
