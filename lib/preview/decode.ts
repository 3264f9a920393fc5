'use client';

import type { Pixels } from './protocol';
import { UPLOAD_MAX_PIXELS } from '@/lib/upload-limits';

export class DecodeError extends Error {
  constructor(readonly problem: 'unreadable' | 'tooManyPixels') {
    super(problem);
  }
}

/** Decodes an image in the browser (EXIF orientation applied), flattened on white, at most `maxPixels`. */
export async function decodeImage(file: Blob, maxPixels: number, cover?: { width: number; height: number }): Promise<Pixels> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new DecodeError('unreadable');
  }
  try {
    if (bitmap.width * bitmap.height > UPLOAD_MAX_PIXELS) throw new DecodeError('tooManyPixels');
    const scale = Math.min(1, Math.sqrt(maxPixels / (bitmap.width * bitmap.height)));
    const width = cover?.width ?? Math.max(1, Math.round(bitmap.width * scale));
    const height = cover?.height ?? Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    if (cover) {
      // Like the service's "cover" resize: fill the frame, crop the overflow evenly.
      const s = Math.max(width / bitmap.width, height / bitmap.height);
      const [w, h] = [bitmap.width * s, bitmap.height * s];
      ctx.drawImage(bitmap, (width - w) / 2, (height - h) / 2, w, h);
    } else {
      ctx.drawImage(bitmap, 0, 0, width, height);
    }
    return { data: ctx.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}

/** Lossless PNG of pixels, so the service sees exactly what the preview coloured. */
export async function pixelsToPng(pixels: Pixels): Promise<Blob> {
  const canvas = new OffscreenCanvas(pixels.width, pixels.height);
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
