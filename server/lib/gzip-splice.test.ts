import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSplicedGzip, splicedGzip } from './gzip-splice.ts';

const page = (nonce: string) =>
  `<!doctype html><html lang="ar"><head><script nonce="${nonce}">1</script></head>` +
  `<body>${'جالية — community '.repeat(2000)}<script nonce="${nonce}" type="module">go()</script></body></html>`;

describe('a gzip page compressed once with holes for the nonce', () => {
  it('decompresses to the page with this response’s nonce in every hole', () => {
    const prepared = prepareSplicedGzip(page('CACHED'), 'CACHED');
    for (const nonce of ['n0nceAAAA==', 'other+/nonce', 'x'.repeat(40)])
      expect(gunzipSync(splicedGzip(prepared, nonce)).toString('utf8')).toBe(page(nonce));
  });

  it('is still compressed: far smaller than the text', () => {
    const gz = splicedGzip(prepareSplicedGzip(page('CACHED'), 'CACHED'), 'abc');
    expect(gz.length).toBeLessThan(Buffer.byteLength(page('abc')) / 10);
  });

  it('handles a body without holes, a hole at either end, and no hole text at all', () => {
    for (const body of ['plain text', 'HOLEmiddleHOLE', 'HOLE', ''])
      expect(gunzipSync(splicedGzip(prepareSplicedGzip(body, 'HOLE'), 'n')).toString()).toBe(
        body.split('HOLE').join('n'),
      );
    expect(gunzipSync(splicedGzip(prepareSplicedGzip('a b', ''), 'n')).toString()).toBe('a b');
  });
});
