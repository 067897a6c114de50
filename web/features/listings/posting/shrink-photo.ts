/** The long edge the browser shrinks photos to before sending them (the server keeps ≤ 1600 px). */
export const uploadLongEdge = 2000;
const jpegQuality = 0.85;
const sendAsIs = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/**
 * A photo made small enough to send quickly: long edge ≤ 2000 px, turned upright as the camera's
 * orientation says (`imageOrientation: 'from-image'`), re-encoded as JPEG. A file the browser cannot
 * decode (an iPhone HEIC on a browser without HEIC, or no image at all) is sent as it is, so the
 * server's own message explains what is wrong with it.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, uploadLongEdge / Math.max(bitmap.width, bitmap.height));
    // small enough already and in a type the server takes: the original is the best copy
    if (scale === 1 && sendAsIs.has(file.type)) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
    );
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
