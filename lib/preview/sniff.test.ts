import { describe, expect, it } from 'vitest';
import { sniffImage, UPLOAD_MAX_BYTES } from '@/lib/upload-limits';
import { checkUpload } from './sniff';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

describe('sniffImage', () => {
  it('recognises JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(sniffImage(webp)).toBe('webp');
  });
  it('refuses a GIF, a PDF and a truncated header', () => {
    expect(sniffImage(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(png.subarray(0, 5))).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts a PNG and refuses a disguised file whatever its declared type', async () => {
    expect(await checkUpload(new Blob([png], { type: 'image/png' }))).toBeNull();
    expect(await checkUpload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }))).toBe('unsupported');
  });
  it('refuses empty and oversized files', async () => {
    expect(await checkUpload(new Blob([]))).toBe('empty');
    const big = { size: UPLOAD_MAX_BYTES + 1, slice: () => new Blob([png]) } as unknown as Blob;
    expect(await checkUpload(big)).toBe('tooLarge');
  });
});
