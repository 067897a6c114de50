// The brotli (.br) and gzip (.gz) copies @fastify/static serves beside a file (preCompressed), at
// the highest levels: the build writes them for its assets, the bench for its static baseline.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes `${path}.br` and `${path}.gz` holding `bytes` compressed. */
export function writeCompressedCopies(path, bytes) {
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}
