import { describe, expect, it } from 'vitest';
import { plainText } from './text.ts';

describe('plainText', () => {
  it('separates blocks, joins inline tags and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips</p><p>for <strong>all</strong>ages</p>')).toBe(
      'Fish & chips for allages',
    );
    expect(plainText('<ul><li>واحد</li><li>اثنان</li></ul>')).toBe('واحد اثنان');
  });

  it('cuts on a word boundary and marks the cut', () => {
    const long = plainText(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('leaves no markup behind, even from unbalanced input', () => {
    expect(plainText('<p>a<script>x</script> b<img src=x onerror=y>')).toBe('a b');
    expect(plainText('<p>Yes, free.<script>alert(1)</script></p><style>p{}</style>')).toBe('Yes, free.');
  });
});
