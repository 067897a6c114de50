import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Upload test files made at test time (no binary fixtures in the repository): valid photos in each
 * accepted format, and the hostile or broken files the upload must refuse.
 */

/** A photo with some detail (a gradient, not one flat colour), so encoders have work to do. */
export function photoOf(width: number, height: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

export const jpegOf = (width: number, height: number) =>
  photoOf(width, height).jpeg({ quality: 85 }).toBuffer();

export const validPhotos = {
  jpeg: () => jpegOf(640, 480),
  png: () => photoOf(640, 480).png().toBuffer(),
  webp: () => photoOf(640, 480).webp().toBuffer(),
  avif: () => photoOf(640, 480).avif({ effort: 0 }).toBuffer(),
} as const;

/** A phone photo: GPS position and camera in EXIF, stored sideways with orientation 6 (turn 90°). */
export function jpegWithGps() {
  return photoOf(600, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '42/1 19/1 2000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '83/1 10/1 3400/100',
      },
    })
    .toBuffer();
}

export const svgFile = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

export const htmlFile = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A valid JPEG that is also a web page: HTML appended after the image's end marker. */
export async function jpegHtmlPolyglot() {
  return Buffer.concat([await jpegOf(64, 64), Buffer.from('<html><script>alert(1)</script></html>')]);
}

/** The first half of a valid JPEG: the header reads fine, the picture data stops early. */
export async function truncatedJpeg() {
  const whole = await jpegOf(800, 600);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG header declaring width × height pixels (20 000 × 20 000 = 400 MP) with one row of picture
 * data (decoders read up to the first IDAT for the header): under a hundred bytes that would need
 * 1.2 GB to decode. Only a check on the header stops it cheaply.
 */
export function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variant, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, for `app.inject()`. */
export function multipartBody(
  file: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----jaliya${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
