import { describe, expect, it } from 'vitest';
import { paintBackdrop, type Detail } from './backdrops';
import type { Box } from './paper';
import { createRng } from './prng';

/** The centres of the five-pointed stars in a backdrop's SVG (paths of ten corners, `scenery.star`). */
function starCentres(svg: string): { x: number; y: number }[] {
  const centres: { x: number; y: number }[] = [];
  for (const [, d] of svg.matchAll(/<path d="(M[^"]*Z)"/g)) {
    const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
    if (points.length !== 10 || /[CQA]/.test(d)) continue;
    centres.push({ x: points.reduce((a, p) => a + p.x, 0) / 10, y: points.reduce((a, p) => a + p.y, 0) / 10 });
  }
  return centres;
}

describe('the night backdrop', () => {
  it('puts its stars in the sky, never on the ground below the horizon', () => {
    const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
    const detail: Detail = { sw: 1.3, count: 2, fine: false };
    const subject: Box = { x: 40, y: 150, w: 120, h: 110 };
    let stars = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      const horizon = inner.y + inner.h * 0.58;
      const svg = paintBackdrop('night', { inner, horizon, rng, detail }, subject);
      const centres = starCentres(svg);
      stars += centres.length;
      for (const c of centres) expect(c.y, `seed ${seed}: a star at ${c.x}, ${c.y}`).toBeLessThan(horizon);
    }
    expect(stars).toBeGreaterThan(40 * 4);
  });
});

describe('the prompt’s own moon', () => {
  it('replaces the night sky’s moon and leaves the rest of the sky as it was', () => {
    const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
    const detail: Detail = { sw: 1.3, count: 2, fine: false };
    const subject: Box = { x: 40, y: 150, w: 120, h: 110 };
    const paint = (moon: boolean) => paintBackdrop('night', { inner, horizon: 170, rng: createRng(7), detail, moon }, subject);
    const own = paint(true),
      without = paint(false);
    const moons = (svg: string) => svg.match(/<circle /g)?.length ?? 0;
    expect(moons(own) - moons(without)).toBe(1);
    // Only the moon is missing: every other shape is the one the seed drew.
    expect(own.replace(/<circle [^>]*\/>/g, '')).toBe(without.replace(/<circle [^>]*\/>/g, ''));
  });
});

describe('the patterned day sky', () => {
  /** Which of the three looks a patterned sky has: round rings with orbs, scalloped rings, or rings with diamonds. */
  const look = (svg: string) => {
    const m = /<path d="(M[^"]*)" fill="none" stroke="#000" stroke-width="[\d.]+"\/><g fill="#fff" stroke="#000" stroke-width="[\d.]+">(<circle|<path)?/.exec(
      svg,
    );
    if (!m || !/A/.test(m[1])) return 'plain';
    return /Q/.test(m[1]) ? 'petals' : m[2] === '<path' ? 'diamonds' : 'orbs';
  };
  const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
  const detail: Detail = { sw: 0.5, count: 6, fine: true };
  const subject: Box = { x: 30, y: 200, w: 150, h: 60 };
  const paint = (seed: number, patternSky: boolean) => paintBackdrop('waves', { inner, horizon: 170, rng: createRng(seed), detail, patternSky }, subject);

  it('varies by seed, so adult pages do not all share one sky, and leaves the rest of the page as it was', () => {
    const looks = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const patterned = paint(seed, true),
        plain = paint(seed, false);
      looks.add(look(patterned));
      expect(look(plain)).toBe('plain');
      // the pattern only adds to the sky: every shape the seed drew is still there
      const shapes = plain.match(/<(path|circle|ellipse|rect)[^>]*\/>/g) ?? [];
      for (const shape of shapes) expect(patterned).toContain(shape);
    }
    expect([...looks].sort()).toEqual(['diamonds', 'orbs', 'petals']);
  });
});

describe('the patterned night sky', () => {
  it('cuts the bands between the orbits into bricks and leaves every other shape as it was', () => {
    const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
    const detail: Detail = { sw: 0.5, count: 6, fine: true };
    const subject: Box = { x: 30, y: 180, w: 150, h: 80 };
    for (let seed = 1; seed <= 6; seed++) {
      const paint = (patternSky: boolean) => paintBackdrop('night', { inner, horizon: 170, rng: createRng(seed), detail, patternSky }, subject);
      const shapes = (svg: string): string[] => svg.match(/<(path|circle|ellipse|rect)[^>]*\/>/g) ?? [];
      const plain = shapes(paint(false)),
        patterned = shapes(paint(true));
      for (const shape of plain) expect(patterned).toContain(shape);
      // what the pattern adds: the hills' fields and one path of spokes, each straight from one orbit to the next
      const added = patterned.filter((shape) => !plain.includes(shape));
      const segments = Math.max(...added.filter((shape) => !/Q/.test(shape)).map((shape) => shape.match(/M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+/g)?.length ?? 0));
      expect(segments, `seed ${seed}`).toBeGreaterThan(20);
    }
  });
});

// The adults' underwater pages were plain bands of water over plain sand (67-95 closed areas against the land pages'
// 260): each band is now cells of currents with ripples, and the sand has ripple marks.
describe('the patterned water', () => {
  const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
  const detail: Detail = { sw: 0.5, count: 6, fine: true };
  const subject: Box = { x: 30, y: 80, w: 150, h: 120 };
  it.each(['sea', 'waves'] as const)('cuts the %s backdrop’s water into cells and leaves every other shape as it was', (backdrop) => {
    for (let seed = 1; seed <= 6; seed++) {
      const paint = (patternSky: boolean) => paintBackdrop(backdrop, { inner, horizon: 140, rng: createRng(seed), detail, patternSky }, subject);
      const shapes = (svg: string): string[] => svg.match(/<(path|circle|ellipse|rect)[^>]*\/>/g) ?? [];
      const plain = paint(false),
        patterned = paint(true);
      for (const shape of shapes(plain)) expect(patterned).toContain(shape);
      // one clip per band of water, each holding its currents and ripples
      const bands = patterned.match(/<clipPath id="water\d+">/g) ?? [];
      expect(bands.length, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      expect(plain).not.toContain('clipPath id="water');
    }
  });
});

describe('the winter backdrop', () => {
  const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
  const subject: Box = { x: 40, y: 150, w: 120, h: 110 };
  const paint = (seed: number, detail: Detail) => paintBackdrop('winter', { inner, horizon: inner.y + inner.h * 0.58, rng: createRng(seed), detail }, subject);

  // A flake outlined as a six-point star read as a star under the day's clouds: a child draws crossing strokes
  // with twigs, open lines and never a closed twelve-corner outline.
  it('lets snowflakes fall as crossing strokes with twigs, not as outlined stars', () => {
    for (const detail of [
      { sw: 1.3, count: 2, fine: false },
      { sw: 0.5, count: 6, fine: true },
    ] as Detail[]) {
      for (let seed = 1; seed <= 10; seed++) {
        const svg = paint(seed, detail);
        const flakes = [...svg.matchAll(/<path d="([^"]*)" fill="none"[^>]*stroke-linecap="round"/g)].map(([, d]) => d);
        expect(flakes.length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
        // six arms and six Vs of twigs: twelve moves, no closing
        for (const d of flakes) expect([d.match(/M/g)!.length, /Z/.test(d)]).toEqual([12, false]);
        expect(starCentres(svg).filter((c) => c.y < inner.y + inner.h * 0.5)).toHaveLength(0);
      }
    }
  });

  it('caps every tier of its firs with snow, an area with a scalloped edge', () => {
    const svg = paint(3, { sw: 1.3, count: 3, fine: false });
    const tiers = svg.match(/<path d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z"/g)!.length;
    const caps = svg.match(/<path d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+(Q[\d.]+ [\d.]+ [\d.]+ [\d.]+){3}Z"/g)!.length;
    expect(tiers).toBeGreaterThanOrEqual(6);
    expect(caps).toBe(tiers);
  });
});
