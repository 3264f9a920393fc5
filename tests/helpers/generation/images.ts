import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like picture: sky, a red disc and a green block (distinct regions to trace). */
export async function samplePhoto(format: 'png' | 'jpeg' | 'webp' = 'jpeg', size = { width: 240, height: 180 }): Promise<Buffer> {
  const { width, height } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#8ec5ff"/>
    <circle cx="${width * 0.35}" cy="${height * 0.5}" r="${height * 0.3}" fill="#e53935"/>
    <rect x="${width * 0.6}" y="${height * 0.25}" width="${width * 0.28}" height="${height * 0.5}" fill="#43a047"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** A JPEG carrying EXIF with a GPS position, to prove it is never kept. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp(await samplePhoto('jpeg'))
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret-Model-42' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .jpeg()
    .toBuffer();
}

/**
 * A decompression bomb: a small PNG whose header claims 10 000 × 10 000 pixels (100 MP). The
 * IHDR is rewritten (with its CRC), so the file is tiny but a decoder would allocate 300 MB.
 */
export async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } }).png().toBuffer());
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
