// Client-side upload checks, decided from the file's first bytes (never its name or declared type),
// matching the server's limits (issue 5 point 4) so a parent hears "no" before anything is sent.
import { UPLOAD_MAX_BYTES } from '@/lib/upload-limits';

export { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@/lib/upload-limits';

export type ImageKind = 'jpeg' | 'png' | 'webp';
export type UploadProblem = 'unsupported' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'empty';

/** The image type from its magic number, or null when the bytes are none of JPEG, PNG, WebP. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The first problem of a file a user picked, or null when it may be sent. */
export async function checkUpload(file: Blob): Promise<UploadProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return 'unsupported';
  return null;
}
