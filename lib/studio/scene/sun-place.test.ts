// The sky's sun keeps clear of the subject: behind a cow's horns the rising sun had read as a halo round its head.
// And something airborne alone over a place on the ground flies over it: an airliner had stood on a city's road.
import { describe, expect, it } from 'vitest';
import { paintBackdrop, type Detail } from './backdrops';
import { composeScene } from './compose-scene';
import type { Box } from './paper';
import { createRng } from './prng';
import { sunClearOf } from './sun-place';
import { motifsOf, size, styles } from '../testing/scene-prompts';

const inner: Box = { x: 12, y: 12, w: 186, h: 273 };
/** Does the disc at (x, y) of radius r come within r·0.3 of the box, trimmed 8 % at the sides as the rule trims it? */
const behind = (x: number, y: number, r: number, b: Box) => {
  const core = { x: b.x + b.w * 0.08, y: b.y, w: b.w * 0.84, h: b.h };
  const nx = Math.max(core.x, Math.min(x, core.x + core.w)),
    ny = Math.max(core.y, Math.min(y, core.y + core.h));
  return Math.hypot(x - nx, y - ny) <= r * 1.3;
};

describe('the sky’s sun beside the subject', () => {
  it('moves a sun behind the subject to the wider strip of sky beside it', () => {
    const subject = { x: 30, y: 80, w: 110, h: 190 };
    const sun = sunClearOf({ x: 80, y: 120, r: 12, rising: true }, subject, inner);
    expect(behind(sun.x, sun.y, 12, subject)).toBe(false);
    expect(sun.x).toBeGreaterThan(subject.x + subject.w * 0.92);
    expect(sun.y).toBe(120);
  });

  it('moves it up over a subject as wide as the sky, and leaves it where nothing is free', () => {
    const wide = { x: 14, y: 110, w: 182, h: 160 };
    const up = sunClearOf({ x: 100, y: 130, r: 12, rising: true }, wide, inner);
    expect(up.y + 12).toBeLessThan(110);
    expect(up.rising).toBe(false);
    const all = { x: 12, y: 14, w: 186, h: 260 };
    expect(sunClearOf({ x: 100, y: 130, r: 12, rising: false }, all, inner)).toEqual({ x: 100, y: 130, r: 12, rising: false });
  });

  it('leaves a sun that is clear of the subject where the seed put it', () => {
    const subject = { x: 60, y: 120, w: 90, h: 150 };
    expect(sunClearOf({ x: 30, y: 40, r: 12, rising: false }, subject, inner)).toEqual({ x: 30, y: 40, r: 12, rising: false });
  });

  it('paints no farm or meadow sun behind a subject standing in the middle, on any of 40 seeds', () => {
    const detail: Detail = { sw: 1.3, count: 2, fine: false };
    const subject: Box = { x: 40, y: 90, w: 120, h: 180 };
    for (const backdrop of ['farm', 'meadow'] as const)
      for (let seed = 1; seed <= 40; seed++) {
        const svg = paintBackdrop(backdrop, { inner, horizon: inner.y + inner.h * 0.58, rng: createRng(seed), detail }, subject);
        // a rainbow's sun shines in a corner, or not at all where the arch and the subject take both
        const disc = svg.match(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/);
        if (!disc) {
          expect(svg, `${backdrop}, seed ${seed}: a sky with neither a sun nor a rainbow`).toMatch(/ 0 0 0 /);
          continue;
        }
        const [, x, y, r] = disc.map(Number);
        expect(behind(x, y, r, subject), `${backdrop}, seed ${seed}: sun at ${x}, ${y}`).toBe(false);
      }
  });
});

describe('an airborne subject over a place on the ground', () => {
  it.each([
    ['an airplane', 'city'],
    ['a helicopter', 'city'],
    ['an airplane', 'meadow'],
    ['a kite', 'field'],
  ] as const)('"%s" in the %s flies high, big', (prompt, backdrop) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style), backdrop);
        const at = `${style}, seed ${seed}`;
        const { y, h } = scene.subjectBox;
        expect(y + h, at).toBeLessThan(scene.drawing.y + scene.drawing.h * 0.67);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });

  it('keeps a dog, a bus and a bird on the ground in the city', () => {
    for (const prompt of ['a dog', 'a bus', 'a bird'])
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene(motifsOf(prompt), 'kids', size, createRng(seed, 'kids'), 'city');
        expect(scene.subjectBox.y + scene.subjectBox.h, `${prompt}, seed ${seed}`).toBeGreaterThan(scene.drawing.y + scene.drawing.h * 0.85);
      }
  });
});
