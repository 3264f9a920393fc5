import { describe, expect, it } from 'vitest';
import { areaFigures } from '../../catalogue/measure';
import { bilevelRaster } from '../bilevel-raster';
import { paintBackdrop, type Backdrop, type Detail } from './backdrops';
import type { Box } from './paper';
import { createRng } from './prng';

const inner: Box = { x: 15, y: 15, w: 180, h: 267 };
const DETAIL: Record<string, Detail> = {
  kids: { sw: 1.3, count: 2, fine: false },
  teens: { sw: 0.8, count: 4, fine: false },
  adults: { sw: 0.5, count: 6, fine: true },
};
const DPI = 60;

/**
 * The share of the ground's white (from `top` to the bottom of the drawing, a frame round it) its largest closed
 * white area holds, the subject left out (what the ground draws stays off its box).
 */
async function groundFigures(backdrop: Backdrop, detail: Detail, seed: number, subject: Box, horizon: number, top: number) {
  const svg = paintBackdrop(backdrop, { inner, horizon, rng: createRng(seed), detail }, subject);
  const h = inner.y + inner.h - top;
  const px = (mm: number) => Math.round((mm / 25.4) * DPI);
  const doc =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px(inner.w)}" height="${px(h)}" viewBox="${inner.x} ${top} ${inner.w} ${h}">` +
    `<rect x="${inner.x}" y="${top}" width="${inner.w}" height="${h}" fill="#fff"/>${svg}` +
    `<rect x="${inner.x}" y="${top}" width="${inner.w}" height="${h}" fill="none" stroke="#000" stroke-width="1.5"/></svg>`;
  const figures = areaFigures(await bilevelRaster(doc, DPI));
  return { ...figures, svg };
}

// The ground under a night sky was one plain white field, the moon's surface in space a strip with a few pebbles.
describe('the ground of a night page', () => {
  const horizon = inner.y + inner.h * 0.56;
  const subject: Box = { x: 70, y: 120, w: 80, h: 150 };
  it.each([
    ['kids', 0.7, 8],
    ['teens', 0.55, 14],
    ['adults', 0.4, 60],
  ] as const)('%s: is split into rows and holds things, more and smaller the older the audience', async (audience, most, least) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { largestWhiteShare, closedAreas } = await groundFigures('night', DETAIL[audience], seed, subject, horizon, horizon + 3);
      expect(largestWhiteShare, `seed ${seed}`).toBeLessThan(most);
      expect(closedAreas, `seed ${seed}`).toBeGreaterThanOrEqual(least);
    }
  });

  it('has a path, a pond or neither by seed, where the subject leaves room for one', () => {
    const narrow: Box = { x: 110, y: 120, w: 70, h: 150 };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const svg = paintBackdrop('night', { inner, horizon, rng: createRng(seed), detail: DETAIL.adults }, narrow);
      // the pond: a white ellipse over 15 mm across (the flowers' petals are ellipses too, small ones)
      const pond = [...svg.matchAll(/<ellipse cx="[\d.]+" cy="[\d.]+" rx="([\d.]+)"[^>]*fill="#fff"/g)].some((m) => Number(m[1]) > 15);
      seen.add(svg.includes('url(#nightpath)') ? 'path' : pond ? 'pond' : 'rows');
    }
    expect([...seen].sort()).toEqual(['path', 'pond', 'rows']);
  });
});

describe('the moon’s surface in space', () => {
  const subject: Box = { x: 50, y: 90, w: 110, h: 120 };
  it.each([
    ['kids', 3],
    ['teens', 5],
    ['adults', 7],
  ] as const)('%s: has craters and rocks on it', async (audience, least) => {
    for (let seed = 1; seed <= 6; seed++) {
      const svg = paintBackdrop('space', { inner, horizon: 200, rng: createRng(seed), detail: DETAIL[audience] }, subject);
      // the craters: a rim and its floor, two ellipses each
      const craters = Math.floor((svg.match(/<ellipse [^>]*fill="#fff"/g) ?? []).length / 2);
      expect(craters, `seed ${seed}`).toBeGreaterThanOrEqual(least);
    }
  });
});
