import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { EngineError, type EngineErrorCode } from '@/lib/engine/errors';
import { decodeUpload } from '@/lib/server/imaging/decode';

async function codeOf(work: Promise<unknown>): Promise<EngineErrorCode | 'ok'> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
}

const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid tiny PNG whose header claims `width`×`height` pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo().resize(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('bad input gives a typed error, never a crash', () => {
  it('rejects text and other non-images as unsupported_type', async () => {
    expect(await codeOf(decodeUpload(new TextEncoder().encode('hello, this is not a picture at all')))).toBe('unsupported_type');
    expect(await codeOf(decodeUpload(new Uint8Array(4)))).toBe('unsupported_type');
  });

  it('decides the type from the bytes, not the name', async () => {
    const png = await photo().png().toBuffer();
    const decoded = await decodeUpload(png);
    expect(decoded.type).toBe('png');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await codeOf(decodeUpload(svg))).toBe('unsupported_type');
  });

  it('reports truncated JPEG and PNG files', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    expect(await codeOf(decodeUpload(jpeg.subarray(0, jpeg.length >> 1)))).toBe('truncated');
    const png = await photo().png().toBuffer();
    expect(await codeOf(decodeUpload(png.subarray(0, png.length >> 1)))).toBe('truncated');
  });

  it('refuses more than 50 megapixels before decoding them', async () => {
    expect(await codeOf(decodeUpload(await pngClaiming(8000, 7000)))).toBe('too_many_pixels');
  });

  it('refuses files over 20 MB', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await codeOf(decodeUpload(big))).toBe('too_large');
  });

  it('refuses a 1×1 image', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    expect(await codeOf(decodeUpload(tiny))).toBe('too_small');
    expect(() => convertToLineArt({ data: new Uint8Array(3), width: 1, height: 1, channels: 3 })).toThrow(EngineError);
  });

  it.each(['#000000', '#ffffff'])('calls a plain %s photo blank', async (colour) => {
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const { image } = await decodeUpload(plain);
    expect(await codeOf(Promise.resolve().then(() => convertToLineArt(image)))).toBe('blank_image');
  });

  it('takes the first frame of an animated GIF', async () => {
    const w = 64;
    const raw = Buffer.alloc(w * w * 2 * 3, 255);
    for (let y = 0; y < w; y++) raw.fill(0, y * w * 3, (y * w + 32) * 3); // frame 1: left half black
    const gif = await sharp(raw, { raw: { width: w, height: w * 2, channels: 3, pageHeight: w } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { image } = await decodeUpload(gif);
    expect(image.height).toBe(w);
    expect(image.data[0]).toBeLessThan(40);
    expect(image.data[(w - 1) * 3]).toBeGreaterThan(215);
  });

  it('rejects options outside their ranges', () => {
    const image = { data: new Uint8Array(32 * 32 * 3), width: 32, height: 32, channels: 3 as const };
    expect(() => convertToLineArt(image, { lineMm: 3 })).toThrow(/lineMm/);
  });
});
