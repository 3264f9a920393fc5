// composeScene's plates, cone holder and cloth: food rests on a plate that shows round it, a cone stands in a
// holder, a pizza slice lies on a platter, and a kitchen's cloth is no second grid beside its floor tiles.
import { describe, expect, it } from 'vitest';
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';
import { underThing } from './subject-kinds';

const thing = (id: string): UnderstoodMotif => ({ id, name: id, kind: 'thing', word: id });
// apple, burger, taco, cookie, banana, croissant, pancakes, hot dog: each on a plate (the moon cake is drawn on
// its own)
const ON_PLATE = ['1F34E', '1F354', '1F32E', '1F36A', '1F34C', '1F950', '1F95E', '1F32D'];
const places = ['kitchen', 'party', 'meadow'] as const;
/** Every plated food of ON_PLATE in every place, style and four seeds, with a label for the failure message. */
function eachPlatedScene(check: (scene: ReturnType<typeof composeScene>, at: string) => void) {
  for (const id of ON_PLATE)
    for (const place of places)
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++)
          check(composeScene([thing(id)], style, size, createRng(seed, style), place), `${id} ${place} ${style} seed ${seed}`);
}

describe('food on a plate', () => {
  // Before, the plate was the food's width (0.5-0.58 of it each side) with its middle level with the food's
  // bottom: only a thin front rim showed and the food seemed to float or stand on its edge.
  it('has a plate wider than the food, showing on both sides (or reaching the frame)', () => {
    eachPlatedScene((scene, at) => {
      const box = scene.subjectBox,
        d = scene.drawing;
      const plate = scene.table?.plates?.[0];
      expect(plate, at).toBeDefined();
      expect(2 * plate!.rx, at).toBeGreaterThanOrEqual(Math.min(box.w * 1.25, d.w * 0.96));
      // both its sides show beyond the food's, or it runs to the frame
      expect(plate!.cx - plate!.rx, at).toBeLessThan(Math.max(box.x - box.w * 0.1, d.x + d.w * 0.03));
      expect(plate!.cx + plate!.rx, at).toBeGreaterThan(Math.min(box.x + box.w * 1.1, d.x + d.w * 0.97));
    });
  });

  it("has the food sit in the plate's well, behind its front rim, the rim showing below it", () => {
    eachPlatedScene((scene, at) => {
      const bottom = scene.subjectBox.y + scene.subjectBox.h;
      const plate = scene.table!.plates[0];
      // below the plate's middle (on its surface), above its front rim by at least half its depth
      expect(bottom, at).toBeGreaterThan(plate.cy);
      expect(plate.cy + plate.ry - bottom, at).toBeGreaterThanOrEqual(plate.ry * 0.5);
      // and seen from high enough that its well shows, not a thin line
      expect(plate.ry / plate.rx, at).toBeGreaterThanOrEqual(0.25);
    });
  });
});

// Before, the kawaii ice cream cone stood on its tip on the bare table and the pizza slice on its tip on a thin
// plate.
describe('a cone and a slice', () => {
  it('puts the cone in a cone holder, the slice and the carrot on a platter', () => {
    expect(underThing('1F368')).toBe('holder');
    expect(underThing('1F355')).toBe('platter');
    expect(underThing('1F955')).toBe('platter');
  });

  it('stands the cone in its holder: the glass is drawn over its tip, its foot on the table below the tip', () => {
    for (const place of ['kitchen', 'party'] as const)
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene([thing('1F368')], style, size, createRng(seed, style), place);
          const at = `${place} ${style} seed ${seed}`;
          const bottom = scene.subjectBox.y + scene.subjectBox.h;
          expect(scene.table!.surface - bottom, at).toBeGreaterThan(0);
          // the glass (ellipses and paths after the cone's drawing) closes the page's drawing group
          const tail = scene.svg.slice(scene.svg.lastIndexOf('</g></g>'));
          expect(tail, at).toMatch(/^<\/g><\/g>(<ellipse|<path)/);
        }
  });

  it('lays the slice and the carrot on a platter seen from above: its back edge rises behind the slice, its tip in the well', () => {
    for (const place of places)
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          for (const id of ['1F355', '1F955']) {
            const scene = composeScene([thing(id)], style, size, createRng(seed, style), place);
            const at = `${id} ${place} ${style} seed ${seed}`;
            const box = scene.subjectBox;
            const plate = scene.table!.plates[0];
            expect(plate.ry / plate.rx, at).toBeGreaterThanOrEqual(0.45);
            expect(plate.cy - plate.ry, at).toBeLessThan(box.y + box.h * 0.7);
            expect(box.y + box.h, at).toBeLessThan(plate.cy + plate.ry * 0.8);
          }
        }
  });
});

describe("the kitchen table's cloth", () => {
  // On a kitchen page the cloth's checks and the floor tiles had been two like grids, one over the other.
  it('is striped or bare wood in the kitchen, whose floor is tiled; checked cloths stay at the party', () => {
    const party = new Set<string>();
    for (const style of styles)
      for (let seed = 1; seed <= 12; seed++) {
        const kitchen = composeScene([thing('1F34E')], style, size, createRng(seed, style), 'kitchen').table!;
        expect(['stripe', ''], `${style} seed ${seed}`).toContain(kitchen.cloth);
        party.add(composeScene([thing('1F34E')], style, size, createRng(seed, style), 'party').table!.cloth!);
      }
    expect(party.has('check')).toBe(true);
  });
});
