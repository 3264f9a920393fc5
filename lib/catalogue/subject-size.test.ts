import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UnderstoodMotif } from '@/lib/studio/keywords/understand-prompt';
import { composeScene, FLAT_ASPECT, SUBJECT_MIN_SPAN } from '@/lib/studio/scene/compose-scene';
import { drawMotif, motifAspect } from '@/lib/studio/scene/motif-art';
import { pageSize, type Box } from '@/lib/studio/scene/paper';
import { createRng } from '@/lib/studio/scene/prng';
import { cataloguePages } from './pages';
import { findSubject } from './subjects';

const PX_PER_MM = 1;

/** The box of the ink the subject alone puts on the page (its outline and lines, as drawn), in mm. */
async function inkBox(svg: string, size: { w: number; h: number }): Promise<Box> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(size.w * PX_PER_MM)}" height="${Math.round(size.h * PX_PER_MM)}" viewBox="0 0 ${size.w} ${size.h}">${svg}</svg>`;
  const { data, info } = await sharp(Buffer.from(doc)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x] < 64) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  return { x: x0 / PX_PER_MM, y: y0 / PX_PER_MM, w: (x1 - x0 + 1) / PX_PER_MM, h: (y1 - y0 + 1) / PX_PER_MM };
}

// The rule is measured on what is drawn, not on the box the motif is fitted into: a motif's box has
// padding, and a wide animal fitted to two thirds of a portrait page's width passed the box rule while it
// stood a third of the page tall on the bottom edge. A subject alone must fill the page: 80 % of the width,
// or 60 % of the height.
describe('the subject of every catalogue scene', () => {
  it('spans at least 60 % of the drawing, and alone 80 % of its width or 60 % of its height', async () => {
    const size = pageSize('a4', 'portrait');
    const small: string[] = [];
    let scenes = 0;
    for (const page of cataloguePages) {
      if (page.recipe.kind !== 'scene') continue;
      scenes++;
      const subject = findSubject(page.recipe.subject)!;
      const motifs: UnderstoodMotif[] = [{ id: subject.motif, name: subject.key, kind: 'being', word: subject.key }];
      if (page.recipe.companion) motifs.push({ id: page.recipe.companion, name: 'ball', kind: 'being', word: 'ball' });
      const scene = composeScene(motifs, page.audience, size, createRng(page.recipe.seed, page.audience), page.recipe.backdrop);
      const ink = await inkBox(drawMotif(scene.subjectId, scene.subjectBox, { strokeMm: 1 }).svg, size);
      const w = ink.w / scene.drawing.w,
        h = ink.h / scene.drawing.h;
      const least = motifs.length > 1 ? { w: SUBJECT_MIN_SPAN, h: SUBJECT_MIN_SPAN } : { w: 0.8, h: SUBJECT_MIN_SPAN };
      if (w < least.w && h < least.h) small.push(`${page.handle}: ${w.toFixed(2)} × ${h.toFixed(2)}`);
      // Inside the frame, not cut by it.
      expect(ink.x, page.handle).toBeGreaterThanOrEqual(scene.drawing.x - 1);
      expect(ink.x + ink.w, page.handle).toBeLessThanOrEqual(scene.drawing.x + scene.drawing.w + 1);
      expect(ink.y + ink.h, page.handle).toBeLessThanOrEqual(scene.drawing.y + scene.drawing.h + 1);
    }
    expect(scenes).toBeGreaterThan(300);
    expect(small).toEqual([]);
  }, 60_000);
});

// A flat subject alone (race car, sushi, speedboat …) across a portrait page filled a fifth to two fifths of its
// height; its catalogue pages draw it twice, as a printed coloring book would: the second farther back, smaller and
// higher on the page (on a far lane, track or water, flat-pair.ts), or on a table just above it on the same top.
describe('a flat subject alone on a catalogue scene', () => {
  it('is drawn twice, the second smaller and higher, and only on the catalogue', () => {
    const size = pageSize('a4', 'portrait');
    let flat = 0;
    for (const page of cataloguePages) {
      if (page.recipe.kind !== 'scene' || page.recipe.companion) continue;
      const subject = findSubject(page.recipe.subject)!;
      if (motifAspect(subject.motif) < FLAT_ASPECT) continue;
      flat++;
      const { seed, backdrop } = page.recipe;
      const motifs: UnderstoodMotif[] = [{ id: subject.motif, name: subject.key, kind: 'thing', word: subject.key }];
      const scene = (pair: boolean) => composeScene(motifs, page.audience, size, createRng(seed, page.audience), backdrop, pair);
      const [first, second] = scene(true).subjectBoxes;
      expect(second, page.handle).toBeDefined();
      expect(second.y + second.h, page.handle).toBeLessThan(first.y + first.h / 2);
      expect(second.y, page.handle).toBeLessThan(first.y);
      expect(second.y, page.handle).toBeGreaterThanOrEqual(scene(true).drawing.y);
      expect(second.h, page.handle).toBeGreaterThanOrEqual(first.h * 0.5);
      expect(second.h, page.handle).toBeLessThan(first.h);
      expect(scene(false).subjectBoxes, page.handle).toHaveLength(1);
    }
    expect(flat).toBeGreaterThanOrEqual(6);
  });
});
