// The one home of the upload rules the site documents ("JPEG, PNG or WebP, up to 20 MB"; a batch
// up to 200 MB), read by the browser's checks before sending and by the server's after receiving.
// No imports, so client bundles, route handlers and next.config.ts can all use it.

/** One photo. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** One photo's pixels (a decompression bomb or a huge scan is refused before decoding). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** A picture opened on the online-coloring canvas: read in the browser only, never sent to us. */
export const CANVAS_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** A whole batch request; the per-photo limit still applies to each photo in it. */
export const BATCH_MAX_BYTES = 200 * 1024 * 1024;

/** The image types an upload may be. */
export type UploadImageType = 'jpeg' | 'png' | 'webp';

/** Media type and usual file extension of each upload image type. */
export const UPLOAD_IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const satisfies Record<UploadImageType, { mime: string; ext: string }>;

/**
 * The image type from its magic number, or null when the bytes are none of JPEG, PNG, WebP. Only
 * the first bytes decide: a file's name and declared type are never trusted.
 */
export function sniffImage(bytes: Uint8Array): UploadImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
