import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';

/**
 * A cached page Brotli-compressed once, with holes where each response's CSP nonce goes: the Brotli
 * counterpart of gzip-splice.ts. Brotli makes guest pages 15–20 % smaller than gzip (the product list:
 * 21.6 KB instead of 25.7), which is most of what stands between the heavier pages and the 14 KB
 * first round trip.
 *
 * A Brotli stream is a run of meta-blocks; an uncompressed meta-block carries its bytes as they are
 * and leaves the decoder's state alone except for the window (the bytes themselves). One encoder
 * compresses the page's text between the holes, each segment ending on a byte boundary (a flush);
 * each hole is fed to the encoder as a stand-in ("mask") whose output is thrown away, so the encoder
 * counts its bytes in the distances that follow, and a response puts its nonce there as an
 * uncompressed meta-block.
 *
 * What makes the stand-in safe to swap, and how each is ensured:
 * - nothing after a hole copies bytes out of it: the mask is control characters, which pages never
 *   contain (text fields strip them), and masks share no three bytes in a row, so the encoder finds
 *   no match inside them;
 * - the mask's own meta-block uses no back reference (no match, as above), so the decoder's
 *   last-distance memory is the same whether it read the mask or the nonce;
 * - Brotli picks literal codes by the previous two bytes: every mask ends with the hole's last two
 *   bytes, and a fill must end with them too (a nonce is 16 random bytes in base64: always `==`).
 * The prepared page is decoded once with another fill and compared with the text; if anything
 * differs (or Node's encoder cannot be driven this way), there is no Brotli version and the page goes
 * out gzip as before.
 */
export interface SplicedBrotli {
  /** The compressed segments: the text before the first hole, between holes, after the last. */
  segments: Buffer[];
  /** The end of the stream (the last, empty meta-block). */
  end: Buffer;
  holeLength: number;
  /** The bytes every fill must end with (the last two of the hole). */
  tail: Buffer;
}

/** Control bytes a page never contains (tab, new line, form feed and carriage return left out). */
const maskBytes = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
  0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];

/** `count` masks of `length` bytes ending in `tail`, no three-byte run used twice across them. */
function masks(count: number, length: number, tail: Buffer): Buffer[] {
  const used = new Set<number>();
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % maskBytes.length;
  };
  return Array.from({ length: count }, () => {
    const mask = Buffer.alloc(length);
    tail.copy(mask, length - tail.length);
    for (let i = 0; i < length - tail.length; i++) {
      for (let tries = 0; ; tries++) {
        mask[i] = maskBytes[next()];
        if (i < 2) break;
        const run = (mask[i - 2] << 16) | (mask[i - 1] << 8) | mask[i];
        if (!used.has(run) || tries > 50) {
          used.add(run);
          break;
        }
      }
    }
    return mask;
  });
}

/** An uncompressed, not-last meta-block holding `bytes` (1 to 65 536 of them). */
function uncompressedMetaBlock(bytes: Buffer): Buffer {
  // ISLAST 0, MNIBBLES 0 (four nibbles), MLEN − 1 in 16 bits, ISUNCOMPRESSED 1, then byte alignment
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), bytes]);
}

/** Compresses `chunks` with one encoder, a flush after each: one byte-aligned output per chunk, and the end. */
async function flushEach(chunks: Buffer[], quality: number, sizeHint: number): Promise<Buffer[]> {
  const encoder = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint },
  });
  let current: Buffer[] = [];
  encoder.on('data', (data: Buffer) => current.push(data));
  const take = () => {
    const out = Buffer.concat(current);
    current = [];
    return out;
  };
  const outputs: Buffer[] = [];
  for (const chunk of chunks) {
    if (chunk.length) encoder.write(chunk);
    await new Promise<void>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve()));
    // the output of this flush reaches 'data' at the latest on the ticks after its callback
    await new Promise((resolve) => setImmediate(resolve));
    outputs.push(take());
  }
  await new Promise<void>((resolve, reject) => {
    encoder.once('end', resolve);
    encoder.once('error', reject);
    encoder.end();
  });
  outputs.push(take());
  return outputs;
}

/**
 * `body` prepared for Brotli with `hole` (a nonce) swapped out, or undefined when it cannot be done
 * safely (the caller sends gzip). `quality` as Brotli's (0–11). The compression runs on libuv's
 * thread pool, off the event loop.
 */
export async function prepareSplicedBrotli(
  body: string,
  hole: string,
  quality = 6,
): Promise<SplicedBrotli | undefined> {
  const holeBytes = Buffer.from(hole, 'utf8');
  if (holeBytes.length < 2 || holeBytes.length > 65_536) return undefined;
  const parts = body.split(hole).map((part) => Buffer.from(part, 'utf8'));
  const tail = holeBytes.subarray(-2);
  const holeMasks = masks(parts.length - 1, holeBytes.length, tail);
  try {
    // text, mask, text, mask, …, text: the masks' outputs are dropped
    const outputs = await flushEach(
      parts.flatMap((part, i) => (i > 0 ? [holeMasks[i - 1], part] : [part])),
      quality,
      Buffer.byteLength(body),
    );
    const end = outputs.pop() as Buffer;
    const segments = outputs.filter((_, i) => i % 2 === 0);
    const prepared = { segments, end, holeLength: holeBytes.length, tail };
    // a fill unlike every mask byte: any copy out of a hole would show
    const probe = Buffer.alloc(holeBytes.length, 'A');
    tail.copy(probe, probe.length - tail.length);
    const fill = probe.toString('utf8');
    if (brotliDecompressSync(splicedBrotli(prepared, fill)).toString('utf8') !== body.split(hole).join(fill))
      return undefined;
    return prepared;
  } catch {
    return undefined;
  }
}

/** Whether `fill` can go in the holes of `page` (same length, same last two bytes). */
export function fitsHoles(page: SplicedBrotli, fill: string): boolean {
  const bytes = Buffer.from(fill, 'utf8');
  return bytes.length === page.holeLength && bytes.subarray(-2).equals(page.tail);
}

/** The Brotli stream for the page with `fill` in every hole (check `fitsHoles` first). */
export function splicedBrotli(page: SplicedBrotli, fill: string): Buffer {
  if (page.segments.length > 1 && !fitsHoles(page, fill))
    throw new RangeError('the fill does not fit the holes it was prepared for');
  const fillBlock = uncompressedMetaBlock(Buffer.from(fill, 'utf8'));
  const chunks: Buffer[] = [];
  page.segments.forEach((segment, i) => {
    if (i > 0) chunks.push(fillBlock);
    chunks.push(segment);
  });
  chunks.push(page.end);
  return Buffer.concat(chunks);
}
