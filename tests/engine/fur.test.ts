import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { PX_PER_MM } from '@/lib/engine/page/layout';
import { findRuns } from '@/lib/engine/regions/label';
import { decodeUpload } from '@/lib/server/imaging/decode';

// The husky's back and flank on the A4 portrait page (page pixels): grey fur with soft shading and no
// feature of its own. A printed coloring book draws it as one or two areas with a few tufts.
const TORSO = { x0: 820, y0: 1170, x1: 1490, y1: 1660 };

/**
 * The ink (mm²) of the parts wholly inside the window (detail strokes and spots: the contours run on out of
 * it) and the number of white areas of 4 mm² or more it holds part of.
 */
function torsoFigures(data: Uint8Array, width: number, height: number) {
  const { x0, y0, x1, y1 } = TORSO;
  const ink = findRuns(data, width, height, 8, 128, true);
  const inside = new Uint8Array(ink.count + 1).fill(1);
  const seen = new Uint8Array(ink.count + 1);
  for (let r = 0; r < ink.runs; r++) {
    const id = ink.region[r];
    const y = ink.row[r];
    if (y < y0 || y >= y1 || ink.end[r] <= x0 || ink.start[r] >= x1) {
      if (y >= y0 && y < y1 && ink.end[r] > x0 && ink.start[r] < x1) seen[id] = 1;
      inside[id] = 0;
      continue;
    }
    seen[id] = 1;
    if (ink.start[r] <= x0 || ink.end[r] >= x1 || y === y0 || y === y1 - 1) inside[id] = 0;
  }
  // Ink of the detail strokes, in mm² of paper.
  let strokes = 0;
  for (let id = 1; id <= ink.count; id++) if (seen[id] && inside[id]) strokes += ink.areas[id] / (PX_PER_MM * PX_PER_MM);
  const white = findRuns(data, width, height, 4, 128);
  const big = 4 * PX_PER_MM * PX_PER_MM;
  const areas = new Set<number>();
  for (let r = 0; r < white.runs; r++) {
    const y = white.row[r];
    if (y >= y0 && y < y1 && white.end[r] > x0 && white.start[r] < x1 && white.areas[white.region[r]] >= big) areas.add(white.region[r]);
  }
  return { strokes, areas: areas.size };
}

describe('fur on the coloring page', () => {
  // Before the texture rules (texture-strokes.ts, soft-boundaries.ts) the torso held 112 mm² of detail
  // strokes (short kinked fur marks) and 7 areas cut along soft shading; with them 48 mm² and 4 areas.
  it('draws the husky’s coat without scribbles or camouflage patches', async () => {
    const { image } = await decodeUpload(readFileSync('tests/fixtures/likeness/dog.jpg'));
    const { page } = convertToLineArt(image, { style: 'coloring-page', detail: 'medium' });
    const figures = torsoFigures(page.data, page.width, page.height);
    expect(figures.strokes).toBeLessThanOrEqual(65);
    expect(figures.areas).toBeLessThanOrEqual(5);
  });
});
