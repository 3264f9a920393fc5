import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { PX_PER_MM } from '@/lib/engine/page/layout';
import { discVote, smoothBoundariesAtHalf } from '@/lib/engine/regions/smooth';
import { decodeUpload } from '@/lib/server/imaging/decode';

/**
 * Raggedness of a page's contours in a window: the contour pen's core (ink pixels whose 7×7 box is all ink;
 * the detail strokes' thinner pen leaves none) box-counted in 0.5 mm cells against 4 mm cells, per 4 mm of
 * line. A smooth line crosses about 8 fine cells per coarse one (1.0 here, a little more where lines run
 * close or diagonally); a boundary that wanders with teeth a millimetre or two long fills many more.
 */
function raggedness(ink: (x: number, y: number) => boolean, x0: number, y0: number, x1: number, y1: number): number {
  const fine = Math.round(0.5 * PX_PER_MM);
  const coarse = 8 * fine;
  const core = (x: number, y: number) => {
    for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) if (!ink(x + dx, y + dy)) return false;
    return true;
  };
  const cells = (size: number) => {
    let n = 0;
    for (let cy = y0; cy + size <= y1; cy += size) {
      for (let cx = x0; cx + size <= x1; cx += size) {
        let hit = false;
        for (let y = cy; y < cy + size && !hit; y++) for (let x = cx; x < cx + size && !hit; x++) hit = core(x, y);
        if (hit) n++;
      }
    }
    return n;
  };
  return cells(fine) / (8 * cells(coarse));
}

describe('boundary smoothing at print scale', () => {
  // The tabby's forehead and crown (page pixels, A4 landscape): stripes of fur whose regions interlock. The
  // engine before this smoothing drew them at 1.50 (teeth 1–3 mm long); smoothed they measure 1.36.
  it('draws the cat’s fur as smooth shapes, not pixel-wandering teeth', async () => {
    const { image } = await decodeUpload(readFileSync('tests/fixtures/photos/chelsea.jpg'));
    const { page } = convertToLineArt(image, { style: 'coloring-page', detail: 'medium' });
    expect(page.width).toBeGreaterThan(page.height);
    const ink = (x: number, y: number) => page.data[y * page.width + x] === 0;
    const fur = raggedness(ink, 1000, 150, 2600, 1050);
    const picture = raggedness(
      ink,
      page.content.x + 20,
      page.content.y + 20,
      page.content.x + page.content.width - 20,
      page.content.y + page.content.height - 20,
    );
    expect(fur).toBeLessThan(1.42);
    expect(picture).toBeLessThan(1.42);
  });

  // A straight boundary with teeth one and two pixels wide: the vote takes the teeth back and leaves the
  // boundary where it was; a disc region well over the disc's size keeps its place.
  it('takes teeth back, keeps straight boundaries and large shapes', () => {
    const w = 120;
    const h = 80;
    const labels = new Int32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const tooth = x % 10 < 2 && y >= 40 && y < 46;
        labels[y * w + x] = y < 40 || tooth ? 1 : 2;
        if ((x - 90) ** 2 + (y - 20) ** 2 < 15 ** 2) labels[y * w + x] = 3;
      }
    }
    smoothBoundariesAtHalf(labels, w, h, 6, 4);
    for (let x = 0; x < w; x++) {
      expect(labels[44 * w + x]).toBe(2);
      expect(labels[35 * w + x]).toBe(x >= 78 && x <= 102 ? labels[35 * w + x] : 1);
    }
    let disc = 0;
    for (let p = 0; p < labels.length; p++) if (labels[p] === 3) disc++;
    expect(disc).toBeGreaterThan(0.8 * Math.PI * 15 * 15);
    expect(labels[20 * w + 90]).toBe(3);
  });

  // A leg against the background: a strip one pixel wide in a disc of three would vanish; when the two colours differ
  // clearly the caller forbids the take and the strip stays as segmented.
  it('leaves a boundary alone where the caller forbids the take', () => {
    const w = 60;
    const h = 40;
    const strip = () => Int32Array.from({ length: w * h }, (_, p) => (p % w === 30 ? 7 : 1));
    const free = strip();
    discVote(free, w, h, 3, 4);
    expect(free.includes(7)).toBe(false);
    const kept = strip();
    discVote(kept, w, h, 3, 4, (own, other) => !(own === 7 || other === 7));
    expect(Array.from(kept)).toEqual(Array.from(strip()));
  });

  it('gives the same labels on every run', () => {
    const w = 97;
    const h = 61;
    let s = 11;
    const next = () => (s = (s * 1103515245 + 12345) >>> 0) % 1000;
    const seeds = Array.from({ length: 9 }, () => [next() % w, next() % h]);
    const make = () => {
      const labels = new Int32Array(w * h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let best = 0;
          for (let k = 1; k < seeds.length; k++)
            if (Math.hypot(x - seeds[k][0], y - seeds[k][1]) + ((x * 7 + y * 13) % 5) < Math.hypot(x - seeds[best][0], y - seeds[best][1])) best = k;
          labels[y * w + x] = best + 1;
        }
      }
      return labels;
    };
    const a = make();
    const b = make();
    smoothBoundariesAtHalf(a, w, h, 5, 4);
    smoothBoundariesAtHalf(b, w, h, 5, 4);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(make()));
  });
});
