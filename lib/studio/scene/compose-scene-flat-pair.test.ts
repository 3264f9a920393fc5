// composeScene's flat pair (the catalogue's second copy of a wide subject alone): the second stands farther back on
// a far lane of road, a far track or the far water drawn for it, smaller and partly behind the first. Before, it
// stood just above the first wherever the page was: a race car hung over the city's windows or the meadow's hills,
// a bullet train sat on the other's roof, two speedboats were stacked in the middle of the page.
import { describe, expect, it } from 'vitest';
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import type { Backdrop } from './backdrops';
import { composeScene, SCENE_LOOK } from './compose-scene';
import { farGround } from './far-ground';
import { FAR_SCALE, farGroundKind } from './flat-pair';
import { createRng } from './prng';

const thing = (id: string): UnderstoodMotif => ({ id, name: id, kind: 'thing', word: id });
const RACE_CAR = '1F3CE',
  BULLET_TRAIN = '1F684',
  SPEEDBOAT = '1F6A4',
  SEA_TURTLE = '1F422';

describe('a flat pair', () => {
  it.each([
    [RACE_CAR, 'city', 'lane'],
    [RACE_CAR, 'meadow', 'lane'],
    [BULLET_TRAIN, 'city', 'track'],
    [BULLET_TRAIN, 'meadow', 'track'],
    [SPEEDBOAT, 'waves', 'water'],
    [SPEEDBOAT, 'night', 'water'],
  ] as const)('%s in the %s: the second stands on a far %s drawn on the page, smaller and higher', (id, place, kind) => {
    expect(farGroundKind(id)).toBe(kind);
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const at = `${style} seed ${seed}`;
        const scene = composeScene([thing(id)], style, size, createRng(seed, style), place as Backdrop, true);
        expect(scene.subjectBoxes, at).toHaveLength(2);
        const [first, second] = scene.subjectBoxes;
        const bottom = second.y + second.h;
        // the ground under it is on the page, its top edge at or just above the second's bottom: it stands on it
        const ground = farGround(kind, second, scene.drawing, SCENE_LOOK[style].detail.sw);
        expect(scene.svg, at).toContain(ground.svg);
        expect(ground.top, at).toBeLessThanOrEqual(bottom);
        expect(ground.top, at).toBeGreaterThan(bottom - second.h * 0.3);
        // farther back: smaller, and higher on the page than the first
        expect(second.w, at).toBeLessThanOrEqual(first.w * FAR_SCALE + 0.01);
        expect(second.w, at).toBeGreaterThan(first.w * 0.5);
        expect(bottom, at).toBeLessThan(first.y + first.h - first.h * 0.5);
        // a car or a train partly behind the first: its bottom below the first's top (it had stood 3 mm above it)
        if (kind !== 'water') expect(bottom, at).toBeGreaterThan(first.y);
        // in the drawing
        expect(second.y, at).toBeGreaterThanOrEqual(scene.drawing.y);
        expect(second.x, at).toBeGreaterThanOrEqual(scene.drawing.x);
        expect(second.x + second.w, at).toBeLessThanOrEqual(scene.drawing.x + scene.drawing.w);
      }
  });

  it('swims under the sea smaller than the first, above it, on no ground', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const at = `${style} seed ${seed}`;
        const scene = composeScene([thing(SEA_TURTLE)], style, size, createRng(seed, style), 'sea', true);
        const [first, second] = scene.subjectBoxes;
        expect(second.w, at).toBeLessThanOrEqual(first.w * FAR_SCALE + 0.01);
        expect(second.y + second.h, at).toBeLessThan(first.y + first.h * 0.2);
        expect(scene.svg, at).not.toContain(farGround('mound', second, scene.drawing, SCENE_LOOK[style].detail.sw).svg);
      }
  });

  it('is the catalogue’s only: the text tool draws a race car once, on no far lane', () => {
    const scene = composeScene([thing(RACE_CAR)], 'kids', size, createRng(1, 'kids'), 'city');
    expect(scene.subjectBoxes).toHaveLength(1);
  });
});
