import 'server-only';
import sharp from 'sharp';
import { EngineError } from '@/lib/engine/errors';
import { MIN_SIDE } from '@/lib/engine/convert';
import { WORKING_PIXELS } from '@/lib/engine/raster/resample';
import type { RasterImage } from '@/lib/engine/types';
import { UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES, UPLOAD_MAX_PIXELS as MAX_INPUT_PIXELS } from '@/lib/upload-limits';
import { sniffImageType, type ImageType } from './sniff';

export interface DecodedImage {
  image: RasterImage;
  type: ImageType;
  /** Size of the original after EXIF orientation. */
  originalWidth: number;
  originalHeight: number;
  /** True when the picture was decoded at half the working size on each side (see `half` below). */
  half: boolean;
}

/**
 * Decodes untrusted upload bytes to RGB at working size: type from the bytes, EXIF orientation applied,
 * metadata dropped (raw pixels carry none), first frame of animations, alpha composited on white.
 * With `size`, the picture is cropped to cover exactly that size instead (a colorize reference photo).
 * With `half`, a picture of at least `maxPixels` is decoded at half its working size on each side (a
 * quarter of the pixels): the coloring page segments at that size anyway, and JPEG's shrink-on-load
 * makes such a decode much cheaper. Smaller pictures decode as usual (`half: false` in the result).
 */
export async function decodeUpload(
  bytes: Uint8Array,
  maxPixels = WORKING_PIXELS,
  size?: { width: number; height: number },
  half = false,
  /**
   * Work for this thread that does not need the pixels, run while they are decoded (once, if they are),
   * told the size they are decoded to and whether that is the half size.
   */
  meanwhile?: (size: { width: number; height: number }, half: boolean) => void,
): Promise<DecodedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new EngineError('too_large', `file is ${bytes.length} bytes; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  const type = sniffImageType(bytes);
  if (!type) throw new EngineError('unsupported_type', 'not a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image');
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', pages: 1, sequentialRead: true } as const;
  try {
    const meta = await sharp(bytes, input).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS)
      throw new EngineError('too_many_pixels', `image has ${width}×${height} pixels; the limit is ${MAX_INPUT_PIXELS / 1_000_000} MP`);
    const swap = (meta.orientation ?? 1) >= 5;
    const [ow, oh] = swap ? [height, width] : [width, height];
    if (ow < MIN_SIDE || oh < MIN_SIDE) throw new EngineError('too_small', `image is ${ow}×${oh}`);
    const halved = half && !size && ow * oh >= maxPixels;
    const scale = Math.min(1, Math.sqrt(maxPixels / (ow * oh)));
    const fit = { width: Math.max(1, Math.round(ow * scale)), height: Math.max(1, Math.round(oh * scale)) };
    const target = size ?? (halved ? { width: fit.width >> 1, height: fit.height >> 1 } : fit);
    const decoding = sharp(bytes, input)
      .rotate()
      .resize(target.width, target.height, { fit: size ? 'cover' : 'fill', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The pixels are decoded on libuv's threads from here: this thread is free for the caller's work.
    meanwhile?.(target, halved);
    const { data, info } = await decoding;
    return {
      image: { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels: 3 },
      type,
      originalWidth: ow,
      originalHeight: oh,
      half: halved,
    };
  } catch (error) {
    throw toEngineError(error);
  }
}

function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new EngineError('too_many_pixels', 'image exceeds 50 MP');
  if (/truncat|premature|end of (file|stream)|unexpected end|short read|not enough data|incomplete|libpng read error/i.test(message)) {
    return new EngineError('truncated', 'the file is cut short');
  }
  if (/unsupported image format|bad seek|Input buffer contains unsupported/i.test(message)) {
    return new EngineError('unsupported_type', 'the image format is not supported');
  }
  return new EngineError('corrupt', 'the image data is damaged');
}
