import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { PX_PER_MM } from '@/lib/engine/page/layout';
import { labelRegions } from '@/lib/engine/regions/label';
import { decodeUpload } from '@/lib/server/imaging/decode';
import { encodePagePng } from '@/lib/server/imaging/encode';
import { convertUpload } from '@/lib/server/imaging/convert-upload';
import type { ColorabilityReport, ConvertOptions } from '@/lib/engine/types';
import sharp from 'sharp';

// Colorability targets, coloring-page style at medium detail, checked on the page itself where possible.
const PHOTOS = ['astronaut.jpg', 'chelsea.jpg', 'coffee.jpg', 'motorcycle_left.jpg', 'rocket.jpg'];
const MM2 = PX_PER_MM * PX_PER_MM;

function maskOf(data: Uint8Array, value: number): Uint8Array {
  const mask = new Uint8Array(data.length);
  for (let p = 0; p < data.length; p++) mask[p] = data[p] === value ? 1 : 0;
  return mask;
}

async function convertFixture(name: string) {
  const { image } = await decodeUpload(readFileSync(`tests/fixtures/photos/${name}`));
  return convertToLineArt(image, { style: 'coloring-page', detail: 'medium' });
}

describe.each(PHOTOS)('coloring page of %s', (name) => {
  it('meets every colorability target', async () => {
    const { page, report, options } = await convertFixture(name);
    expectTargets(page, report, options);
  });
});

// Uploads of 2 MP and more are decoded straight to half the working size (convertUpload): the same
// targets hold on that path, checked on the fixtures enlarged to a phone photo's size.
describe.each(PHOTOS)('coloring page of %s as a 12 MP upload', (name) => {
  it('meets every colorability target', async () => {
    const source = readFileSync(`tests/fixtures/photos/${name}`);
    const meta = await sharp(source).metadata();
    const k = Math.sqrt(12e6 / (meta.width! * meta.height!));
    const big = await sharp(source)
      .resize(Math.round(meta.width! * k), Math.round(meta.height! * k))
      .jpeg({ quality: 90 })
      .toBuffer();
    const result = await convertUpload(big, { style: 'coloring-page', detail: 'medium' });
    const page = { data: await pngPixels(result.png), width: 0, height: 0 };
    const decoded = await sharp(result.png).metadata();
    page.width = decoded.width!;
    page.height = decoded.height!;
    expectTargets(page, result.report, result.options);
    const again = await convertUpload(big, { style: 'coloring-page', detail: 'medium' });
    expect(Buffer.from(again.png).equals(Buffer.from(result.png))).toBe(true);
  });
});

async function pngPixels(png: Uint8Array): Promise<Uint8Array> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

function expectTargets(
  page: { data: Uint8Array; width: number; height: number },
  report: ColorabilityReport,
  options: ConvertOptions,
  maxWidthVariation = 0.5,
): void {
  const { data, width, height } = page;
  let grey = 0;
  for (const v of data) if (v !== 0 && v !== 255) grey++;
  expect(grey).toBe(0);

  const white = labelRegions(maskOf(data, 255), width, height, 4);
  let tooSmall = 0;
  let closed = 0;
  for (let l = 1; l <= white.count; l++) {
    if (white.touchesBorder[l]) continue;
    closed++;
    if (white.areas[l] < options.minRegionMm2 * MM2) tooSmall++;
  }
  expect(tooSmall).toBe(0);
  expect(closed).toBe(report.closedRegions);
  expect(closed).toBeGreaterThanOrEqual(15);

  const ink = labelRegions(maskOf(data, 0), width, height, 8);
  let specks = 0;
  for (let l = 1; l <= ink.count; l++) if (ink.areas[l] < MM2) specks++;
  expect(specks).toBeLessThanOrEqual(10);

  expect(report.pureBlackWhiteShare).toBe(1);
  expect(report.inkCoverage).toBeGreaterThanOrEqual(0.01);
  expect(report.inkCoverage).toBeLessThanOrEqual(0.12);
  // Two pens now: the contours' and the thinner detail strokes', which may end open inside a region.
  expect(report.lineWidthVariation).toBeLessThanOrEqual(maxWidthVariation);
  expect(report.medianLineWidthMm).toBeGreaterThan(0.8);
  expect(report.medianLineWidthMm).toBeLessThan(1.2);
}

describe('determinism', () => {
  it('gives byte-identical PNG for the same input and options', async () => {
    const a = encodePagePng((await convertFixture('coffee.jpg')).page);
    const b = encodePagePng((await convertFixture('coffee.jpg')).page);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).subarray(1, 4).toString()).toBe('PNG');
  });
});
