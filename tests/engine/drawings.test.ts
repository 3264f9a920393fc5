import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { decodeUpload } from '@/lib/server/imaging/decode';
import type { RasterImage } from '@/lib/engine/types';

// An already clean black-on-white drawing: the mandala has ~150 shapes, many of them a few mm across.
let drawing: RasterImage;

beforeAll(async () => {
  const png = await sharp(readFileSync('public/coloring-pages/flower-mandala.svg'), { density: 150 })
    .resize(1240, 1754, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  drawing = (await decodeUpload(png)).image;
});

describe('a clean line drawing', () => {
  it('keeps its small shapes as coloring-page regions', () => {
    const { report } = convertToLineArt(drawing, { style: 'coloring-page' });
    // A photo-style segmentation merged it down to about 16 regions.
    expect(report.closedRegions).toBeGreaterThanOrEqual(100);
    expect(report.regionsBelowMinimum).toBe(0);
    expect(report.openLineEnds).toBeLessThanOrEqual(5);
    expect(report.inkCoverage).toBeLessThan(0.2);
  });

  it.each(['line-art', 'line-drawing'] as const)('traces its strokes in %s instead of inking the whole page', (style) => {
    const { report } = convertToLineArt(drawing, { style });
    // With a zero edge threshold every pixel became an edge and the page came out solid black.
    expect(report.inkCoverage).toBeGreaterThan(0.01);
    expect(report.inkCoverage).toBeLessThan(0.2);
    expect(report.closedRegions).toBeGreaterThanOrEqual(20);
    expect(report.pureBlackWhiteShare).toBe(1);
  });
});
