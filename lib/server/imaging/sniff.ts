import 'server-only';
import { sniffImage, type UploadImageType } from '@/lib/upload-limits';

/** What the server can decode: the upload types, and what an image provider may send back. */
export type ImageType = UploadImageType | 'gif' | 'avif' | 'heif' | 'tiff';

/** The file type from its first bytes (at least 12); the name and the declared type are never trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  const ascii = (i: number, s: string) => [...s].every((c, k) => bytes[i + k] === c.charCodeAt(0));
  if (bytes.length < 12) return null;
  const upload = sniffImage(bytes);
  if (upload) return upload;
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (ascii(4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) return 'heif';
  }
  return null;
}
