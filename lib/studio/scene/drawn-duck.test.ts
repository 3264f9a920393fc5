// The duck drawn by us (scripts/drawn-motifs/small-creatures.ts): on the ground it stands on two short legs with
// webbed feet (legless on grass it had sat like a bath toy); on water it is drawn as its legless variant, swimming.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { columnRuns, inkBox, raster, table } from '../testing/motif-raster';
import { size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { DUCK_AFLOAT_ID } from './people';
import { createRng } from './prng';
import { drawnAs, SWIMMERS } from './subject-kinds';

const DUCK_ID = '1F986';

/** Each closed area of a motif alone, as its ink box [x0, y0, x1, y1] in units of the 72-unit box. */
async function areaBoxes(id: string) {
  const areas = table[id]!.f.match(/<path[^>]*\/>/g)!;
  return Promise.all(areas.map(async (a) => ({ box: inkBox(await raster(`<g fill="#000">${a}</g>`)), area: a })));
}
const width = (b: number[]) => b[2] - b[0];
const area = (b: number[]) => (b[2] - b[0]) * (b[3] - b[1]);

describe('the duck', () => {
  it('stands on two short legs with webbed feet below its body, each foot wider than its leg, with three toes', async () => {
    const boxes = await areaBoxes(DUCK_ID);
    const body = boxes.reduce((a, b) => (area(b.box) > area(a.box) ? b : a)).box;
    // what reaches below the body: two legs and two feet
    const below = boxes.filter(({ box }) => box[3] > body[3] + 2 && box[1] > (body[1] + body[3]) / 2);
    const legs = below.filter(({ box }) => width(box) <= 4);
    const feet = below.filter(({ box }) => width(box) >= 8);
    expect(legs).toHaveLength(2);
    expect(feet).toHaveLength(2);
    for (const foot of feet) {
      expect(width(foot.box)).toBeGreaterThan(2.5 * Math.max(...legs.map(({ box }) => width(box))));
      expect(foot.box[3]).toBeGreaterThan(body[3] + 5);
      // down the foot's front, three toes: the webbing's notches part them
      const grid = await raster(`<g fill="#000">${foot.area}</g>`);
      expect(columnRuns(grid, foot.box[0] + 1.5, foot.box[1] - 1, foot.box[3] + 0.5)).toBe(3);
    }
    // the two feet side by side, not overlapping
    const [a, b] = feet.map(({ box }) => box).sort((p, q) => p[0] - q[0]);
    expect(a[2]).toBeLessThan(b[0]);
  });

  it('swims on water as the same duck without legs: nothing below its body', async () => {
    expect(table[DUCK_ID]!.f.endsWith(table[DUCK_AFLOAT_ID]!.f)).toBe(true);
    const boxes = await areaBoxes(DUCK_AFLOAT_ID);
    const body = boxes.reduce((a, b) => (area(b.box) > area(a.box) ? b : a)).box;
    for (const { box } of boxes) expect(box[3]).toBeLessThanOrEqual(body[3] + 0.5);
    expect(SWIMMERS.has(DUCK_AFLOAT_ID)).toBe(true);
  });

  it.each([
    ['lake', DUCK_AFLOAT_ID],
    ['river', DUCK_AFLOAT_ID],
    ['waves', DUCK_AFLOAT_ID],
    ['farm', DUCK_ID],
    ['meadow', DUCK_ID],
    ['pond', DUCK_ID],
  ] as const)('at %s is drawn as %s', (place, id) => {
    expect(drawnAs(DUCK_ID, place)).toBe(id);
  });

  it.each([
    ['a duck', false],
    ['a duck on the farm', false],
    ['a duck on a lake', true],
    ['a duck in the river', true],
    ['a girl with a duck at the lake', true],
  ] as const)('"%s": afloat %s', (prompt, afloat) => {
    const understood = understandPrompt(prompt, 'en');
    if (understood.kind !== 'motifs') throw new Error(prompt);
    for (const style of styles) {
      const svg = composeScene(understood.motifs, style, size, createRng(1, style), understood.place?.backdrop).svg;
      expect(svg.includes(table[DUCK_AFLOAT_ID]!.f), style).toBe(true);
      expect(svg.includes(table[DUCK_ID]!.f), style).toBe(!afloat);
    }
  });
});
