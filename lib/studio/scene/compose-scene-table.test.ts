// composeScene with a table thing: food, a cake, sushi or a gift stands on a table in the kitchen and at the party,
// on a picnic blanket on the meadow; people, pets and the goldfish's bowl still stand on the floor.
import { describe, expect, it } from 'vitest';
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { CHILD_ID, GOLDFISH_ID } from './people';
import { createRng } from './prng';
import { TABLE_THINGS } from './subject-kinds';
import motifs from '../data/motifs.json';

const thing = (id: string): UnderstoodMotif => ({ id, name: id, kind: 'thing', word: id });
// pizza, birthday cake, sushi (a flat pair on the catalogue), wrapped gift, carrot, taco, ice cream, apple, moon cake
const FOOD = ['1F355', '1F382', '1F363', '1F381', '1F955', '1F32E', '1F368', '1F34E', '1F96E'];

// Before, a pizza the size of the page floated over the kitchen's floor tiles, a cake under the party's bunting
// over its floor boards: nothing held them up.
describe('a table thing', () => {
  it.each([
    ['kitchen', 'table'],
    ['party', 'table'],
    ['meadow', 'blanket'],
  ] as const)('in the %s stands on a %s top, on its plate or stand, and stays big', (place, kind) => {
    for (const id of FOOD)
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++)
          for (const pairFlat of [false, true]) {
            const scene = composeScene([thing(id)], style, size, createRng(seed, style), place, pairFlat);
            const at = `${id} ${style} seed ${seed}${pairFlat ? ' pair' : ''}`;
            const { table, drawing: d } = scene;
            expect(table, at).toBeDefined();
            expect(table!.kind, at).toBe(kind);
            scene.subjectBoxes.forEach((b, i) => expect(b.y + b.h, at).toBeCloseTo(table!.stands[i], 1));
            const bottom = scene.subjectBox.y + scene.subjectBox.h;
            // the plate or the cake stand under it stands on the top, between its back and front edges
            expect(table!.surface, at).toBeGreaterThan(table!.back);
            expect(table!.surface, at).toBeLessThan(table!.front);
            // (on a plate the bottom sits in its well, a little behind the plate's middle on the table)
            expect(table!.surface - bottom, at).toBeGreaterThanOrEqual(-d.h * 0.12);
            expect(table!.surface - bottom, at).toBeLessThan(d.h * 0.12);
            // a flat pair's second stands on the same top, further back
            for (const b of scene.subjectBoxes.slice(1)) expect(b.y + b.h, at).toBeGreaterThan(table!.back);
            // the table's front shows inside the drawing, under the subject
            expect(table!.front, at).toBeLessThan(d.y + d.h - 5);
            expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
          }
  });

  it('is no table for a person, a cat or the goldfish bowl in the kitchen: they stand on the floor', () => {
    for (const id of [CHILD_ID, '1F408', GOLDFISH_ID])
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene([{ id, name: id, kind: 'being', word: id === CHILD_ID ? 'girl' : id }], style, size, createRng(seed, style), 'kitchen');
          const at = `${id} ${style} seed ${seed}`;
          expect(scene.table, at).toBeUndefined();
          expect((scene.subjectBox.y + scene.subjectBox.h - scene.drawing.y) / scene.drawing.h, at).toBeGreaterThanOrEqual(0.88);
        }
    // and the food itself does stand on one there
    expect(composeScene([thing('1F355')], 'kids', size, createRng(1, 'kids'), 'kitchen').table).toBeDefined();
  });

  // A teddy bear beside a cupcake on its stand had sat in front of the floor boards, level with the stand's plate.
  it('has what stands beside it stand on the table top too', () => {
    for (const [id, other] of [
      ['1F9C1', '1F9F8'],
      ['1F355', '26BD'],
    ])
      for (const place of ['kitchen', 'party'] as const)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene([thing(id), thing(other)], 'kids', size, createRng(seed, 'kids'), place);
          const at = `${id} ${other} ${place} seed ${seed}`;
          const low = scene.companions.find((c) => c.box.y > scene.drawing.y + scene.drawing.h * 0.4);
          expect(low, at).toBeDefined();
          expect(low!.box.y + low!.box.h, at).toBeGreaterThan(scene.table!.back);
          expect(low!.box.y + low!.box.h, at).toBeLessThan(scene.table!.front);
        }
  });

  it('varies by seed: where the top lies and how deep it is differ from page to page', () => {
    const tops = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const { table } = composeScene([thing('1F355')], 'kids', size, createRng(seed, 'kids'), 'party');
      tops.add(`${Math.round(table!.back)} ${Math.round(table!.front - table!.back)}`);
    }
    expect(tops.size).toBeGreaterThanOrEqual(6);
  });

  it('holds only motifs the table has', () => {
    for (const id of TABLE_THINGS) expect(id in motifs, id).toBe(true);
  });
});
