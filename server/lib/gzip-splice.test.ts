import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSplicedGzip, splicedGzip } from './gzip-splice.ts';

const page = (nonce: string) =>
  `<!doctype html><html lang="ar"><head><script nonce="${nonce}">1</script></head>` +
  `<body>${'جالية — community '.repeat(2000)}<script nonce="${nonce}" type="module">go()</script></body></html>`;

describe('a gzip page compressed once with holes for the nonce', () => {
  it('decompresses to the page with this response’s nonce in every hole', () => {
    const prepared = prepareSplicedGzip(page('CACHEDnonce+/='), 'CACHEDnonce+/=');
    for (const nonce of ['n0nceAAAAAA+/=', 'other+/nonce12', 'x'.repeat(14)])
      expect(gunzipSync(splicedGzip(prepared, nonce)).toString('utf8')).toBe(page(nonce));
  });

  it('compresses about as well as the whole page in one go (the holes do not cut the history)', () => {
    const text = page('ABCDEF');
    const gz = splicedGzip(prepareSplicedGzip(text, 'ABCDEF'), 'abcdef');
    expect(gz.length).toBeLessThan(Buffer.byteLength(text) / 10);
    expect(gz.length).toBeLessThan(gzipSync(text).length + 64);
  });

  it('refuses a fill of another length than the holes (the back references would miss)', () => {
    expect(() => splicedGzip(prepareSplicedGzip('aXXb', 'XX'), 'xyz')).toThrow(RangeError);
  });

  it('handles a body without holes, a hole at either end, and no hole text at all', () => {
    for (const body of ['plain text', 'HOLEmiddleHOLE', 'HOLE', '', 'HOLEHOLE'])
      expect(gunzipSync(splicedGzip(prepareSplicedGzip(body, 'HOLE'), 'nnnn')).toString()).toBe(
        body.split('HOLE').join('nnnn'),
      );
    expect(gunzipSync(splicedGzip(prepareSplicedGzip('a b', ''), 'n')).toString()).toBe('a b');
  });
});
