import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fitsHoles, prepareSplicedBrotli, splicedBrotli } from './brotli-splice.ts';

const nonce = () => randomBytes(16).toString('base64');
// the holes sit where a page has them: after text the page repeats (`nonce="`), and before `"`
const page = (n: string) =>
  `<!doctype html><html lang="ar"><head><style nonce="${n}">.a{color:red}</style><script nonce="${n}">1</script></head>` +
  `<body>${'جالية — community <b>news</b> '.repeat(1500)}<script nonce="${n}">go("${'x'.repeat(40)}")</script>` +
  `<script nonce="${n}" type="module">import("/a.js")</script></body></html>`;

describe('a Brotli page compressed once with holes for the nonce', () => {
  it('decompresses to the page with this response’s nonce in every hole, at the qualities served', async () => {
    for (const quality of [6, 11]) {
      const cached = nonce();
      const prepared = await prepareSplicedBrotli(page(cached), cached, quality);
      expect(prepared, `quality ${quality}`).toBeDefined();
      for (let i = 0; i < 30; i++) {
        const fill = nonce();
        expect(brotliDecompressSync(splicedBrotli(prepared!, fill)).toString('utf8')).toBe(page(fill));
      }
    }
  });

  it('compresses about as well as the whole page in one go, and better than gzip', async () => {
    const n = nonce();
    const text = page(n);
    const br = splicedBrotli((await prepareSplicedBrotli(text, n, 6))!, nonce());
    // each of the 4 holes costs its own bytes plus a new meta-block's code tables (tens of bytes)
    const whole = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    expect(br.length).toBeLessThan(whole + 4 * 48);
    expect(br.length).toBeLessThan(gzipSync(text).length);
  });

  it('takes only fills that end like the hole, with its length (the literal context, the distances)', async () => {
    const n = nonce();
    const prepared = (await prepareSplicedBrotli(page(n), n))!;
    expect(fitsHoles(prepared, nonce())).toBe(true);
    expect(fitsHoles(prepared, `${nonce().slice(0, 22)}ab`)).toBe(false);
    expect(fitsHoles(prepared, `${nonce()}x`)).toBe(false);
    expect(() => splicedBrotli(prepared, 'short==')).toThrow(RangeError);
  });

  it('handles a body without holes, a hole at either end and holes side by side', async () => {
    for (const body of [
      'plain text',
      'NONCE==middleNONCE==',
      'NONCE==',
      'NONCE==NONCE==',
      'a NONCE== b'.repeat(300),
    ]) {
      const prepared = (await prepareSplicedBrotli(body, 'NONCE=='))!;
      expect(brotliDecompressSync(splicedBrotli(prepared, 'abcde==')).toString(), body).toBe(
        body.split('NONCE==').join('abcde=='),
      );
    }
  });

  it('gives up (the page goes out gzip) when the page holds the bytes a hole is masked with', async () => {
    // control characters never reach a page; if they did, a copy out of a hole could go wrong
    const n = nonce();
    const body = `${page(n)}${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
      .join('')
      .repeat(200)}`;
    const prepared = await prepareSplicedBrotli(body, n);
    if (prepared) {
      // kept only if it decodes right with any nonce
      for (let i = 0; i < 20; i++) {
        const fill = nonce();
        expect(brotliDecompressSync(splicedBrotli(prepared, fill)).toString('utf8')).toBe(
          body.split(n).join(fill),
        );
      }
    }
  });
});
