import 'server-only';
import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS, type UploadImageType } from '@/lib/upload-limits';

/**
 * The screenshot decoded and encoded anew in its own format: EXIF (GPS, camera, owner), XMP, ICC
 * comments and anything appended after the image's end are gone, since only the pixels are written
 * back. The EXIF orientation is applied first, so the picture still stands the right way up.
 * Null when the bytes do not decode as the image their header claims (or hold more than one frame).
 */
export async function reencodeScreenshot(bytes: Uint8Array, kind: UploadImageType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1 });
    const meta = await image.metadata();
    if (meta.format !== kind) return null;
    const upright = image.rotate();
    if (kind === 'png') return await upright.png().toBuffer();
    if (kind === 'jpeg') return await upright.jpeg({ quality: 90 }).toBuffer();
    return await upright.webp({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}
