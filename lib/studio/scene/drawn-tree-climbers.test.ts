// The monkey and the sloth drawn by us (scripts/drawn-motifs/tree-climbers.ts) in the built table. Fluent's monkey
// was side-on, its eyes and mouth one solid black mask; its sloth hung from a stick that floated over the ground
// when the composer stood the sloth on it, its eye patches solid black. Ours face the reader, the monkey sitting
// with a tail curling beside it, the sloth hanging from the bough of a tree whose trunk stands on the ground.
import { describe, expect, it } from 'vitest';
import { all, printed, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';

const [monkey, sloth] = [table['1F412'], table['1F9A5']];

/** The places of a printed motif where a disc 4 units across is all ink: big solid black. */
async function blots(m: { f: string; s: string; d: string }): Promise<[number, number][]> {
  const grid = await printed(m);
  const found: [number, number][] = [];
  for (let y = 2; y <= 70; y += 0.5) for (let x = 2; x <= 70; x += 0.5) if (all(grid, x, y, 2, (v) => v < 128)) found.push([x, y]);
  return found;
}

describe('the monkey drawn by us', () => {
  it("sits whole in at least 20 areas, filling its box, its head kept clear of an adult page's fill", () => {
    expect(monkey.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(20);
    expect(monkey.b[2] - monkey.b[0]).toBeGreaterThan(60);
    expect(monkey.b[3] - monkey.b[1]).toBeGreaterThan(60);
    expect(monkey.b[3]).toBeGreaterThan(66);
    expect(monkey.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
  });

  it('faces the reader: its ears and head as wide either side of the middle, its tail apart at the right', async () => {
    // across the eyes: the banana at the left, then ear, head and ear centred on the middle
    const head = (await silhouetteRuns(monkey, 18, 0, 72)).at(-1)!;
    expect(head[1]).toBeGreaterThan(34);
    expect(Math.abs(head[0] + head[1] / 2 - 36)).toBeLessThan(0.6);
    // across the belly: the body, and the tail curling up beside it
    const belly = await silhouetteRuns(monkey, 45, 0, 72);
    expect(belly).toHaveLength(2);
    expect(belly[1][0]).toBeGreaterThan(58);
  });

  it('has an open grin to colour and no solid black but eyes and nostrils', async () => {
    const grid = await printed(monkey);
    // inside the grin, over the tongue: white with ink above and below (the mouth's edges)
    expect(all(grid, 36, 26.2, 0.25, (v) => v > 128)).toBe(true);
    expect(monkey.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(4);
    const black = (await raster(`<g fill="#000">${monkey.d}</g>`)).filter((v) => v < 128).length / (PX * PX);
    expect(black).toBeLessThan(24); // square units: two eyes 3.5 across, two nostrils
    expect(await blots(monkey)).toEqual([]);
  });
});

describe('the sloth drawn by us', () => {
  it('hangs from the bough of a tree whose trunk stands on the ground at the right', async () => {
    // the bough across nearly the whole box under the top
    expect(Math.max(...(await silhouetteRuns(sloth, 12, 0, 72)).map(([, w]) => w))).toBeGreaterThan(55);
    // the trunk, one run of the silhouette at the right all the way down to the box's foot
    for (const y of [20, 35, 50, 65, 69]) {
      const right = (await silhouetteRuns(sloth, y, 56, 72)).filter(([x]) => x > 56);
      expect(right, `row ${y}`).toHaveLength(1);
    }
    expect(sloth.b[3]).toBeGreaterThan(69);
    // the sloth under the bough: its body across the middle, its two legs apart below it
    expect((await silhouetteRuns(sloth, 45, 0, 56))[0][1]).toBeGreaterThan(22);
    expect(await silhouetteRuns(sloth, 60, 0, 56)).toHaveLength(2);
    expect(sloth.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(25);
  });

  it('draws the dark eye patches as areas round small pupils, with no solid black but the pupils', async () => {
    const grid = await printed(sloth);
    // each patch's lower outer part, below and beside the pupil: white, inside an area
    for (const x of [25.6, 38.4])
      expect(
        all(grid, x, 30.2, 0.4, (v) => v > 128),
        `patch at ${x}`,
      ).toBe(true);
    expect(sloth.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2);
    const black = (await raster(`<g fill="#000">${sloth.d}</g>`)).filter((v) => v < 128).length / (PX * PX);
    expect(black).toBeLessThan(12);
    expect(await blots(sloth)).toEqual([]);
  });

  it("keeps its head and its tree clear of an adult page's fill, so the pattern lies on its coat only", async () => {
    const clear = await raster(`<g fill="#000">${sloth.c ?? ''}</g>`);
    const ink = (x: number, y: number) => clear[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128;
    expect(ink(32, 28)).toBe(true); // the face
    expect(ink(63, 40)).toBe(true); // the trunk
    expect(ink(30, 11)).toBe(true); // the bough
    expect(ink(32, 48)).toBe(false); // the coat
  });
});
