import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { convertToLineArt, halfSizePlanes, isHalfSizeDrawing } from '@/lib/engine/convert';
import { WORKING_PIXELS } from '@/lib/engine/raster/resample';
import { decodeUpload } from '@/lib/server/imaging/decode';

// A large photo's half-size planes are computed once, for the drawing check, and handed to the
// conversion: the page must be the one the conversion computes from the image itself.
describe('half-size planes handed to the conversion', () => {
  it('give the same page bytes and report as planes computed inside', async () => {
    const bytes = await sharp('tests/fixtures/photos/coffee.jpg').resize(2400, 1600).jpeg({ quality: 90 }).toBuffer();
    const { image, half } = await decodeUpload(bytes, WORKING_PIXELS, undefined, true);
    expect(half).toBe(true);
    const planes = halfSizePlanes(image);
    expect(isHalfSizeDrawing(planes)).toBe(false);
    expect(isHalfSizeDrawing(image)).toBe(false);
    const inside = convertToLineArt(image, {}, { halfWorkingSize: true });
    const given = convertToLineArt(image, {}, { halfWorkingSize: true, halfPlanes: planes });
    expect(Buffer.from(given.page.data).equals(Buffer.from(inside.page.data))).toBe(true);
    expect(given.report).toEqual(inside.report);
    // Planes of another invert setting are not used.
    const inverted = convertToLineArt(image, { invert: true }, { halfWorkingSize: true, halfPlanes: planes });
    const invertedInside = convertToLineArt(image, { invert: true }, { halfWorkingSize: true });
    expect(Buffer.from(inverted.page.data).equals(Buffer.from(invertedInside.page.data))).toBe(true);
  });
});
