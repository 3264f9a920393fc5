import 'server-only';
import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '@/lib/upload-limits';

export type ImageKind = { ext: 'png' | 'jpg' | 'webp'; mime: string };

/** The image type told by the first bytes, not by the name or the declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', mime: 'image/png' };
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/**
 * The screenshot decoded and encoded anew in its own format: EXIF (GPS, camera, owner), XMP, ICC
 * comments and anything appended after the image's end are gone, since only the pixels are written
 * back. The EXIF orientation is applied first, so the picture still stands the right way up.
 * Null when the bytes do not decode as the image their header claims (or hold more than one frame).
 */
export async function reencodeScreenshot(bytes: Uint8Array, kind: ImageKind): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1 });
    const meta = await image.metadata();
    const format = { png: 'png', jpg: 'jpeg', webp: 'webp' }[kind.ext];
    if (meta.format !== format) return null;
    const upright = image.rotate();
    if (kind.ext === 'png') return await upright.png().toBuffer();
    if (kind.ext === 'jpg') return await upright.jpeg({ quality: 90 }).toBuffer();
    return await upright.webp({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}
