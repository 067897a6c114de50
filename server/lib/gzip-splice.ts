import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page compressed once, with holes where each response's CSP nonce goes.
 *
 * Every response needs its own nonce, so a cached page cannot be stored compressed as it is, and
 * compressing a 40 KB page again on every hit was most of the CPU a cached page cost. Deflate allows
 * a stream to be cut into blocks: the text between the nonces is compressed once, each segment
 * ending on a byte boundary (a sync flush, not final), and a response stitches them together with its
 * nonce as small uncompressed ("stored") blocks, a final empty block, and the gzip header and trailer.
 * Only the CRC-32 of the whole text is computed per response (tens of microseconds for 40 KB).
 *
 * Each segment is compressed with the text before it as its preset dictionary, so it can point back
 * across the holes as one stream would; the holes themselves are NUL bytes in that dictionary (HTML
 * has none, so nothing ever points into a nonce). The distances only hold when every fill is as long
 * as the hole it was prepared for, which is the case for nonces (16 random bytes in base64).
 */
export interface SplicedGzip {
  /** The text between nonces, as bytes (for the CRC). */
  plain: Buffer[];
  /** The same parts, each deflated with the text before it as history, ending in a sync flush. */
  deflated: Buffer[];
  /** The byte length every fill must have. */
  holeLength: number;
}

const header = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
// BFINAL=1, stored, length 0: ends the deflate stream on the byte boundary the sync flush left
const finalBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

const window = 32 * 1024;

export function prepareSplicedGzip(body: string, hole: string): SplicedGzip {
  const plain = (hole ? body.split(hole) : [body]).map((part) => Buffer.from(part, 'utf8'));
  const holeLength = Buffer.byteLength(hole, 'utf8');
  const mask = Buffer.alloc(holeLength);
  let history = Buffer.alloc(0);
  const deflated = plain.map((part, i) => {
    if (i > 0) history = Buffer.concat([history, mask]).subarray(-window);
    const segment = deflateRawSync(part, {
      level: 6,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(history.length && { dictionary: history }),
    });
    history = Buffer.concat([history, part]).subarray(-window);
    return segment;
  });
  return { plain, deflated, holeLength };
}

/** A stored (uncompressed) deflate block holding `bytes` (under 64 KB), not final. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(bytes.length ^ 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The gzip member for the page with `fill` in every hole. */
export function splicedGzip(page: SplicedGzip, fill: string): Buffer {
  const fillBytes = Buffer.from(fill, 'utf8');
  if (page.plain.length > 1 && fillBytes.length !== page.holeLength)
    throw new RangeError(`fill of ${fillBytes.length} bytes for holes of ${page.holeLength}`);
  const fillBlock = storedBlock(fillBytes);
  const chunks: Buffer[] = [header];
  let crc = 0;
  let size = 0;
  page.plain.forEach((part, i) => {
    if (i > 0) {
      chunks.push(fillBlock);
      if (fillBytes.length) crc = crc32(fillBytes, crc);
      size += fillBytes.length;
    }
    chunks.push(page.deflated[i]);
    // skipped when empty: Node 20's crc32 answers 0 for a buffer without backing memory
    if (part.length) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(finalBlock, trailer);
  return Buffer.concat(chunks);
}
