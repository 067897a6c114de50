import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).toBe('<p>Hi<a>x</a></p>');
  });

  it('keeps dir and lang for bilingual text, and images', () => {
    const out = sanitizeRichText(
      '<p dir="rtl" lang="ar">مرحبا</p><img src="https://example.com/a.png" alt="a">',
    );
    expect(out).toContain('<p dir="rtl" lang="ar">مرحبا</p>');
    expect(out).toContain('<img src="https://example.com/a.png" alt="a" loading="lazy" />');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
