import { describe, expect, it } from 'vitest';
import { buildContactNotice } from './contact.mail.ts';

describe('the team notice of a contact message', () => {
  const input = {
    name: '<img src=x onerror=alert(1)>',
    email: 'sami@example.com',
    phone: '',
    subject: 'Hi <b>team</b>',
    message: 'Line one\n<script>alert(1)</script>',
  };

  it("escapes the sender's text in the HTML part and replies to the sender", () => {
    const mail = buildContactNotice('team@example.com', input, 'en');
    expect(mail).toMatchObject({ to: 'team@example.com', replyTo: 'sami@example.com' });
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.subject).toBe('New message on the website: Hi <b>team</b>');
  });

  it('is written in the language of the message, right to left in Arabic', () => {
    const mail = buildContactNotice('team@example.com', { ...input, subject: '' }, 'ar');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('الاسم: <img src=x onerror=alert(1)>');
    expect(mail.subject).toBe('رسالة جديدة على الموقع: <img src=x onerror=alert(1)>');
  });
});
