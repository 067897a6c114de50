import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError } from '#shared/errors.ts';
import { acceptedPhotoTypes, photoLimits } from '#shared/photos.ts';

export interface ProcessedVariant {
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: ProcessedVariant[];
  placeholder: string;
}

/**
 * Markup that makes an image file also a web page or script (a polyglot). Re-encoding would drop
 * it, but a file built to be two things is refused outright: the uploader meant no photo.
 */
const markupPattern = /<(?:script|html|body|iframe|svg|object|embed)[\s>/]|<!doctype\s+html|<\?php/i;

/** Type from the bytes only; anything but JPEG, PNG, WebP and AVIF is refused. */
async function assertAcceptedType(input: Buffer) {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(acceptedPhotoTypes as readonly string[]).includes(type.mime))
    throw new AppError('PHOTO_TYPE_UNSUPPORTED');
  // latin1 maps each byte to one character, so the scan sees every byte of the file
  if (markupPattern.test(input.toString('latin1'))) throw new AppError('PHOTO_MARKUP_INSIDE');
}

/** Header-only read (no decoding) of the size, checked against the pixel limit. */
async function readUprightSize(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('PHOTO_UNREADABLE');
  }
  if (!meta.width || !meta.height) throw new AppError('PHOTO_UNREADABLE');
  if (meta.width * meta.height > photoLimits.maxPixels)
    throw new AppError('PHOTO_TOO_MANY_PIXELS', { megapixels: photoLimits.maxPixels / 1_000_000 });
  // EXIF orientations 5–8 turn the picture a quarter: the upright photo has the sides swapped
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** The long edges to store: the standard ones below the photo's, and the photo's own when smaller. */
function variantEdges(longEdge: number): number[] {
  const below = photoLimits.variantEdges.filter((edge) => edge < longEdge);
  return below.length === photoLimits.variantEdges.length ? below : [...below, longEdge];
}

/**
 * Checks an uploaded file and turns it into the stored WebP variants and a thumbhash. Each variant
 * is upright (EXIF orientation applied) and carries no metadata at all: sharp writes none unless
 * asked (`keepMetadata`/`withExif` are never called), which drops GPS positions and camera serials.
 * `failOn: 'truncated'` refuses cut-off files instead of storing a half-grey photo.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  await assertAcceptedType(input);
  const size = await readUprightSize(input);
  const source = sharp(input, { limitInputPixels: photoLimits.maxPixels, failOn: 'truncated' }).rotate();
  try {
    const variants = await Promise.all(
      variantEdges(Math.max(size.width, size.height)).map(async (edge) => {
        const { data, info } = await source
          .clone()
          .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, body: data };
      }),
    );
    return { ...size, variants, placeholder: await thumbhashOf(source) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // libvips says why (premature end of JPEG, bad PNG chunk…); the user gets one clear message
    throw new AppError('PHOTO_UNREADABLE');
  }
}

/** thumbhash of the photo (it takes at most 100×100 pixels), base64: about 25 bytes. */
async function thumbhashOf(source: Sharp): Promise<string> {
  const { data, info } = await source
    .clone()
    .resize({ width: 100, height: 100, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
