// composeScene with a child and its company close together: the animal swimming over a mermaid's shoulder under the
// sea, a perched bird at a child's head, a bee or a butterfly flying at it.
import { describe, expect, it } from 'vitest';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';
import { NEAR_FLYERS, PERCHED } from './subject-kinds';

/** How far two boxes reach into each other across, in mm (negative: the gap between them). */
const across = (a: { x: number; w: number }, b: { x: number; w: number }) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);

// Side by side on one ground line the pair was width-bound: the mermaid 114 mm of a 273 mm drawing, the dolphin at
// her hip, under a mostly empty sea.
describe('a child and its animal under the sea', () => {
  it.each([
    ['a mermaid and a dolphin', undefined],
    ['a mermaid with a fish', undefined],
    ['a girl and a dolphin', 'sea'],
  ] as const)('"%s": the child big, the animal swimming over its shoulder', (prompt, backdrop) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style), backdrop);
        const at = `${style}, seed ${seed}`;
        expect(scene.backdrop, at).toBe('sea');
        expect(scene.subjectBoxes, at).toHaveLength(2);
        const [child, animal] = scene.subjectBoxes;
        const { drawing } = scene;
        // the child at least 55 % of the drawing's height (it was 42 %), the animal at least 30 % (26 %)
        expect(child.h / drawing.h, at).toBeGreaterThan(0.55);
        expect(animal.h / drawing.h, at).toBeGreaterThan(0.3);
        // up over the child's head: its middle above the child's top, its box reaching over a part of the child's
        expect(animal.y + animal.h / 2, at).toBeLessThan(child.y);
        expect(animal.y + animal.h, at).toBeGreaterThan(child.y);
        expect(across(animal, child), at).toBeGreaterThan(0.2 * child.w);
        // the two fill the page: together 80 % of the drawing's height at least
        expect((child.y + child.h - animal.y) / drawing.h, at).toBeGreaterThan(0.8);
        expect(animal.y, at).toBeGreaterThanOrEqual(drawing.y);
      }
  });
});

// A parrot beside a 180 mm girl sat in a top corner 47 mm tall with its branch (the bird itself 25 mm); a bee or a
// butterfly flew in the far top corner, nowhere near the child.
describe('company at a child’s head', () => {
  it.each(['a girl with a parrot', 'a boy and a bird', 'a girl and a bee', 'a boy and a butterfly', 'a girl with a ladybug'])(
    '"%s": beside the head, reaching over the edge of the child’s box, clear of its face',
    (prompt) => {
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          const at = `${style}, seed ${seed}`;
          expect(scene.subjectBoxes, at).toHaveLength(1);
          const child = scene.subjectBox;
          const c = scene.companions.find((c) => PERCHED.has(c.id) || NEAR_FLYERS.has(c.id));
          expect(c, at).toBeDefined();
          const perched = PERCHED.has(c!.id);
          // a perched bird about a third of the child's height with its branch; a flyer its size as before
          if (perched) expect(c!.box.h / child.h, at).toBeGreaterThan(0.3);
          // its middle level with the child's head (the top third of the child's height)
          const mid = c!.box.y + c!.box.h / 2;
          expect(mid, at).toBeGreaterThan(child.y);
          expect(mid, at).toBeLessThan(child.y + child.h / 3);
          // over the edge of the child's box, never as far in as its face (the middle of its width)
          expect(across(c!.box, child), at).toBeGreaterThan(0);
          expect(across(c!.box, child), at).toBeLessThan(0.25 * child.w);
        }
    },
  );
});
