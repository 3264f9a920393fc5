// Client-side upload checks, decided from the file's first bytes (never its name or declared type),
// with the server's own rules, so a parent hears "no" before anything is sent.
import { sniffImage, UPLOAD_MAX_BYTES } from '@/lib/upload-limits';

export type UploadProblem = 'unsupported' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'empty';

/** The first problem of a file a user picked, or null when it may be sent. */
export async function checkUpload(file: Blob): Promise<UploadProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return 'unsupported';
  return null;
}
