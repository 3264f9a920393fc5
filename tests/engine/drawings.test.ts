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

describe('line art of a clean drawing', () => {
  it('draws one centred line per stroke, not both sides of it', () => {
    // A 40 px (≈ 3 mm on the page) black ring with a bar across: edge tracing gave two lines for each.
    const size = 1200;
    const data = new Uint8Array(size * size * 3).fill(255);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const r = Math.hypot(x - 600, y - 600);
        if ((r > 380 && r < 420) || (Math.abs(x - 600) < 12 && r < 380)) data.fill(0, (y * size + x) * 3, (y * size + x) * 3 + 3);
      }
    }
    const { page, report } = convertToLineArt({ data, width: size, height: size, channels: 3 }, { style: 'line-art' });
    const { content, width } = page;
    const scale = content.width / size;
    const row = Math.round(content.y + 600.5 * scale) * width;
    // Ink runs from the left edge of the picture to just before the bar: the ring's left side only.
    const runs: [number, number][] = [];
    for (let x = content.x; x < content.x + 560 * scale; x++) {
      if (page.data[row + x] !== 0) continue;
      if (runs.length && runs[runs.length - 1][1] === x - 1) runs[runs.length - 1][1] = x;
      else runs.push([x, x]);
    }
    expect(runs).toHaveLength(1);
    const [from, to] = runs[0];
    // Centred on the stroke (x = 200 in the drawing) within half a millimetre, one pen wide (0.6 mm).
    expect(Math.abs((from + to) / 2 - (content.x + 200.5 * scale))).toBeLessThan(0.5 * 11.81);
    expect((to - from + 1) / 11.81).toBeLessThan(0.9);
    // The ring's two halves, nothing in between the sides of a stroke.
    expect(report.closedRegions).toBe(2);
  });
});
