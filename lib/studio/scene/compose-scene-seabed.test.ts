// composeScene under the sea: the seaweed growing from the sand behind a floating subject. Drawn behind it, a stem
// that ended just under a shark's belly, or ran up behind it and vanished there, read as its legs: a shark standing
// on four stalks, a dolphin balanced on one by its tail.
import { describe, expect, it } from 'vitest';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { hasMotif, motifUnderside } from './motif-art';
import { createRng } from './prng';
import { lowestOver, placeWeeds, WEED_MIN } from './seaweed-place';

/** The stalks of seaweed in a page's SVG (`seaweed`: a closed path of eight bends): their span across and their tip. */
function weeds(svg: string): { x0: number; x1: number; tip: number }[] {
  return [...svg.matchAll(/<path d="(M[-\d. ]+(?:Q[-\d. ]+){8}Z)"/g)].map(([, d]) => {
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0),
      ys = numbers.filter((_, i) => i % 2 === 1);
    return { x0: Math.min(...xs), x1: Math.max(...xs), tip: Math.min(...ys) };
  });
}

describe('seaweed under a floating sea creature', () => {
  it.each(['a shark', 'a dolphin', 'a fish in the sea', 'a whale', 'an octopus', 'a seal', 'an orca', 'a pufferfish', 'a sea turtle'])(
    '"%s": every stalk under the outline stops a clear band of water below it',
    (prompt) => {
      let grown = 0;
      for (const style of styles)
        for (let seed = 1; seed <= 6; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style), 'sea');
          const at = `${style}, seed ${seed}`;
          expect(scene.backdrop, at).toBe('sea');
          expect(hasMotif(scene.subjectId), at).toBe(true);
          // the subject alone on the page: a mirrored drawing is the one group scaled by a negative factor
          const mirror = /scale\(-/.test(scene.svg);
          const outlines = scene.subjectBoxes.map((box) => motifUnderside({ id: scene.subjectId, box, ...(mirror ? { mirror } : {}) }));
          const band = scene.drawing.h * 0.04;
          const found = weeds(scene.svg);
          grown += found.length;
          for (const w of found)
            for (const u of outlines) {
              // the lowest the outline comes over the stalk's span: the stalk's tip at least 4 % of the drawing below it
              const low = lowestOver(u, w.x0, w.x1);
              expect(
                w.tip,
                `${at}: a stalk at ${w.x0.toFixed(0)}-${w.x1.toFixed(0)} mm ends at ${w.tip.toFixed(0)}, the outline at ${low.toFixed(0)}`,
              ).toBeGreaterThanOrEqual(low + band);
            }
        }
      // the sea floor keeps plants where the outline leaves room: on most pages one at least
      expect(grown, prompt).toBeGreaterThan(styles.length * 6 * 0.5);
    },
  );
});

describe('placeWeeds', () => {
  const inner = { x: 15, y: 15, w: 180, h: 267 };
  const bottom = 250;
  // a flat-bottomed thing floating 40 mm over the sand, across the middle of the drawing
  const over = { box: { x: 60, y: 150, w: 90, h: 60 }, lows: [210] };
  it('keeps a plant clear of the outline, cuts one that would reach it, moves or leaves out one with no room', () => {
    const got = placeWeeds(
      [
        { x: 30, h: 70, sway: 0 },
        { x: 100, h: 70, sway: 0 },
      ],
      bottom,
      [over],
      inner,
    );
    expect(got[0]).toEqual({ x: 30, h: 70, sway: 0 });
    expect(got[1].x).toBe(100);
    expect(bottom - got[1].h).toBeGreaterThanOrEqual(210 + 0.05 * inner.h - 1e-9);
    // a thing floating just over the sand: the plant under it is moved out beside it, full height, or left out
    const low = { box: over.box, lows: [bottom - 5] };
    for (const w of placeWeeds([{ x: 100, h: 70, sway: 0 }], bottom, [low], inner)) {
      expect(w.h).toBeGreaterThanOrEqual(WEED_MIN * inner.h);
      expect(w.x + w.h * 0.15 <= low.box.x || w.x - w.h * 0.15 >= low.box.x + low.box.w).toBe(true);
    }
  });
});
