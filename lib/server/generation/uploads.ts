import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { sniffImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@/lib/upload-limits';

/** Smallest side worth tracing (the engine refuses below 16 px). */
const MIN_SIDE = 16;
/** Uploads are kept at up to 4 MP: twice what the engine works at, so nothing it uses is lost. */
const KEEP_PIXELS = 4_000_000;

export type CleanImage = { png: Buffer; width: number; height: number };

/**
 * Checks an upload and re-encodes it as a metadata-free PNG (EXIF and GPS dropped, orientation
 * applied). Header checks come first, so a pixel bomb is refused before anything is decoded.
 * sharp runs on libuv's thread pool, so this does not hold up the event loop.
 */
export async function cleanUpload(file: File): Promise<CleanImage> {
  if (file.size > UPLOAD_MAX_BYTES) {
    throw localizedError(ErrorCode.fileTooLarge, { values: { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw localizedError(ErrorCode.unsupportedFile);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw localizedError(ErrorCode.unreadableImage);
  }
  if (meta.format !== type) throw localizedError(ErrorCode.unsupportedFile);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > UPLOAD_MAX_PIXELS || (meta.pages ?? 1) > 1) {
    throw localizedError(ErrorCode.tooManyPixels, { values: { megapixels: UPLOAD_MAX_PIXELS / 1_000_000 } });
  }
  if (Math.min(width, height) < MIN_SIDE) throw localizedError(ErrorCode.imageTooSmall);
  const scale = Math.min(1, Math.sqrt(KEEP_PIXELS / (width * height)));
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
      .rotate()
      // A square box around the longer side: right whether or not the EXIF rotation swaps the sides.
      .resize({
        width: Math.round(Math.max(width, height) * scale),
        height: Math.round(Math.max(width, height) * scale),
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 3 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw localizedError(ErrorCode.unreadableImage);
  }
}
