// The grown-ups among the picture-book figures drawn by us (scripts/drawn-motifs/figures-grown-face.ts): the queen
// and the genie. Before, they wore the house's child's face, the princess's, so the queen looked as young as her
// daughter: big eyes set low on a round head, no brows. Now a grown-up's head is longer than it is wide, the eyes
// sit smaller and higher on it, arched solid brows over them, and the queen's hair is put up instead of falling
// down her back. The genie's arms, crossed, printed as one bar over his chest; now one is raised beside his head,
// its open hand up, and the other bent to his hip, each an arm of its own.
import { describe, expect, it } from 'vitest';
import { PX, crossings, expectKawaiiFaces, inkBox, printed, raster, table } from '../testing/motif-raster';
import { QUEEN_ID } from './people';

const PRINCESS = '1F478';
const GENIE = '1F9DE';

/** The eyes of a figure's face: its pupils (a moveto at the left edge, then an arc), as centre and radius. */
const eyes = (id: string) =>
  [...table[id].d.matchAll(/M(-?[\d.]+) (-?[\d.]+)a([\d.]+)/g)].map(([, x, y, r]) => ({ x: Number(x) + Number(r), y: Number(y), r: Number(r) }));

/** The box of a figure's head (its face's clear area, `c`), in units: [x0, y0, x1, y1]. */
const headBox = async (id: string) => inkBox(await raster(`<g fill="#000">${table[id].c}</g>`));

/** Whether there is solid black (a brow) straight over the eye, between 1.3 and 3 of its radii above its middle. */
async function browOver(id: string, eye: { x: number; y: number; r: number }) {
  const grid = await raster(`<g fill="#000">${table[id].d}</g>`);
  for (let y = eye.y - eye.r * 3; y <= eye.y - eye.r * 1.3; y += 1 / PX) if (grid[Math.round(y * PX) * 72 * PX + Math.round(eye.x * PX)] < 128) return true;
  return false;
}

describe('the grown-ups drawn by us', () => {
  it("gives the queen a grown-up's face, not the princess's", async () => {
    const [queen, princess] = [QUEEN_ID, PRINCESS];
    const [qx0, qy0, qx1, qy1] = await headBox(queen);
    const [px0, py0, px1, py1] = await headBox(princess);
    // a longer head (before: as round as the princess's, 1.0)
    expect((qy1 - qy0) / (qx1 - qx0)).toBeGreaterThanOrEqual(1.12);
    expect((py1 - py0) / (px1 - px0)).toBeLessThan(1.05);
    const [qe, pe] = [eyes(queen), eyes(princess)];
    expect(qe).toHaveLength(2);
    // smaller eyes, up at the middle of the head (before: the princess's, well below its middle)
    expect(qe[0].r).toBeLessThan(pe[0].r * 0.92);
    expect((qe[0].y - qy0) / (qy1 - qy0)).toBeLessThanOrEqual(0.52);
    expect((pe[0].y - py0) / (py1 - py0)).toBeGreaterThanOrEqual(0.56);
    // arched brows over both eyes (before: none; the princess has none)
    for (const e of qe) expect(await browOver(queen, e)).toBe(true);
    for (const e of pe) expect(await browOver(princess, e)).toBe(false);
    await expectKawaiiFaces(queen, { black: [9, 15] });
  });

  it("puts the queen's hair up, where the princess's falls down her back", async () => {
    const [queen, princess] = [await printed(table[QUEEN_ID]), await printed(table[PRINCESS])];
    // down beside the shoulders, outside the collar: the princess's waves cross it, the queen's hair stops at her ears
    expect(crossings(princess, [22.4, 34], [22.4, 46])).toBeGreaterThanOrEqual(2);
    expect(crossings(queen, [20.6, 14], [20.6, 26])).toBe(0);
    // her drop earrings (before: none): across under the ears, each pearl and the head's sides
    expect(crossings(queen, [24, 26.6], [48, 26.6])).toBeGreaterThanOrEqual(6);
    // down the middle under the chin: the chin, the middle pearl of her necklace, the gem hanging from it (before: 2)
    expect(crossings(queen, [36, 28], [36, 38])).toBeGreaterThanOrEqual(5);
  });

  it("gives the genie a grown man's face with brows and a beard", async () => {
    const e = eyes(GENIE);
    expect(e).toHaveLength(2);
    for (const eye of e) expect(await browOver(GENIE, eye)).toBe(true);
    const grid = await printed(table[GENIE]);
    // down from the chin through the little pointed beard to the sash (before: the chin on the chest's edge, 1)
    expect(crossings(grid, [36, 25], [36, 39])).toBeGreaterThanOrEqual(2);
    await expectKawaiiFaces(GENIE, { black: [9, 15] });
  });

  it('draws the genie with one arm raised beside his head and the other bent to his hip', async () => {
    const grid = await printed(table[GENIE]);
    // down beside his head through the raised arm: the open hand, the bracelet, the arm (before: nothing there)
    expect(crossings(grid, [17, 4], [17, 30])).toBeGreaterThanOrEqual(4);
    // across the chest the vest's edges only, no forearm laid over it (before: the two crossed forearms, 6)
    expect(crossings(grid, [27.4, 34], [44.6, 34])).toBeLessThanOrEqual(4);
    // out from his side through the bent arm: the body's edge, white, then the arm (before: one bar, no white)
    expect(crossings(grid, [46, 34], [60, 34])).toBeGreaterThanOrEqual(3);
  });
});
