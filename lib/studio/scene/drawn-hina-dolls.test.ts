// The hina dolls drawn by us (scripts/drawn-motifs/hina-dolls.ts) in the built table: the emperor and empress on
// the top step of their stand under a red carpet, a six-panel screen behind, a lantern on a stand at each side;
// layered robes whose layers show as bands, her crown and open fan, his cap with its standing tail, and no solid
// black. OpenMoji's were two bell-shaped blobs with faces on nothing, ten areas in all.
import { describe, expect, it } from 'vitest';
import { crossingsAlong, printed, PX, raster, table } from '../testing/motif-raster';

const m = table['1F38E'];
const ink = (grid: Uint8Array, x: number, y: number) => grid[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128;
/** Points along the straight line from (x0, y0) to (x1, y1), one every pixel. */
const straight = ([x0, y0]: [number, number], [x1, y1]: [number, number]) => {
  const n = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * PX);
  return Array.from({ length: n + 1 }, (_, i): [number, number] => [x0 + ((x1 - x0) * i) / n, y0 + ((y1 - y0) * i) / n]);
};
// where the dolls sit, and the empress's fan's rivet
const [EMPEROR, EMPRESS] = [22.6, 49.4];
const RIVET: [number, number] = [EMPRESS, 48.2];

describe('the hina dolls drawn by us', () => {
  it('fills its box with the display: a screen of six framed panels, the step, a lantern each side', async () => {
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(80);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(68);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(64);
    const grid = await printed(m);
    // across the screen over the dolls' heads: each panel's frame and its field's edges (OpenMoji: 4 lines)
    expect(crossingsAlong(grid, straight([1, 8], [71, 8]))).toBeGreaterThanOrEqual(16);
    // down each lantern: knob, cap, shade, dish, stem, foot and the step under it
    for (const x of [4.6, 67.4]) expect(crossingsAlong(grid, straight([x, 26], [x, 60]))).toBeGreaterThanOrEqual(7);
  });

  it('dresses both dolls in layered robes: bands at the collar and along the sleeves', async () => {
    const grid = await printed(m);
    for (const cx of [EMPEROR, EMPRESS]) {
      // across the collar under the chin: the robe's V, the layer under it and the neck, each edge both sides
      expect(crossingsAlong(grid, straight([cx - 5.6, 32.5], [cx + 5.6, 32.5]))).toBeGreaterThanOrEqual(6);
      // down through the left sleeve's hem, clear of its pattern: the sleeve and the two layers under it (the
      // emperor's right sleeve lies under the empress's left one)
      expect(crossingsAlong(grid, straight([cx - 11.6, 50], [cx - 11.6, 56.6]))).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the emperor a cap with a tall tail, outlined, and the empress a crown and an open fan', async () => {
    const grid = await printed(m);
    const silhouette = await raster(`<g fill="#000">${m.f}</g>`);
    // the cap's tail stands well above the screen's top; inside it the paper stays white
    expect(ink(silhouette, EMPEROR, 5.5)).toBe(true);
    for (const y of [7, 10, 14]) expect(ink(grid, EMPEROR, y)).toBe(false);
    // across the crown's three points
    expect(crossingsAlong(grid, straight([EMPRESS - 6.5, 15.4], [EMPRESS + 6.5, 15.4]))).toBeGreaterThanOrEqual(6);
    // round the fan, 7 units out from its rivet: seven slats, each its own area
    const arc = Array.from({ length: 1201 }, (_, i): [number, number] => {
      const a = ((-150 + i * 0.1) * Math.PI) / 180;
      return [RIVET[0] + 7 * Math.cos(a), RIVET[1] + 7 * Math.sin(a)];
    });
    expect(crossingsAlong(grid, arc)).toBeGreaterThanOrEqual(8);
    // no solid black anywhere: closed eyes are lines, the tail is an outline
    expect(m.d).toBe('');
  });
});
