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
  const png = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A photo-like JPEG of at least `minBytes`: coloured shapes under strong grain at high quality (grain
 * is what makes camera files large). The size grows until the file is big enough; each side stays
 * far under the 50-megapixel limit for the targets used (≤ 21 MB).
 */
export async function largePhoto(minBytes: number): Promise<Buffer> {
  let width = Math.round(Math.sqrt(minBytes / 1.4) * 1.15);
  for (;;) {
    const height = Math.round(width * 0.75);
    const shapes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#8ec5ff"/>
      <rect y="${height * 0.65}" width="100%" height="${height * 0.35}" fill="#7cb342"/>
      <circle cx="${width * 0.3}" cy="${height * 0.45}" r="${height * 0.22}" fill="#e53935"/>
      <rect x="${width * 0.58}" y="${height * 0.2}" width="${width * 0.25}" height="${height * 0.5}" fill="#fdd835"/></svg>`);
    const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    const jpeg = await sharp(shapes)
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 97, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length >= minBytes) return jpeg;
    width = Math.round(width * Math.sqrt((minBytes / jpeg.length) * 1.05));
  }
}
