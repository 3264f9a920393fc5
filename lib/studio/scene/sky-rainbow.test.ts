// The day sky's rainbow: about a third of the skies arch a rainbow over the page instead of the sunburst's long
// rays, which had made every page's sky the same (the catalogue's contact sheet read as one sky repeated).
import { describe, expect, it } from 'vitest';
import { paintBackdrop, type Detail } from './backdrops';
import type { Box } from './paper';
import { createRng } from './prng';

const inner: Box = { x: 12, y: 12, w: 186, h: 273 };
const horizon = inner.y + inner.h * 0.58;
const subject: Box = { x: 40, y: 90, w: 120, h: 180 };
const kids: Detail = { sw: 1.3, count: 2, fine: false };
const adults: Detail = { sw: 0.5, count: 6, fine: true };
/** A rainbow's band: the outer arc over, down to the inner arc and back under it. */
const BAND = /<path d="M([\d.-]+) ([\d.-]+)A([\d.]+) [\d.]+ 0 0 1 [\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+A([\d.]+) [\d.]+ 0 0 0 [\d.-]+ [\d.-]+Z"/g;
const paint = (seed: number, detail: Detail, more: { patternSky?: boolean; rainbow?: boolean } = {}, box = subject) =>
  paintBackdrop('meadow', { inner, horizon, rng: createRng(seed), detail, ...more }, box);

describe('the day sky’s rainbow', () => {
  it('arches over about a third of the skies, in bands of equal width with their feet below the horizon', () => {
    let rainbows = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const bands = [...paint(seed, kids).matchAll(BAND)];
      if (!bands.length) continue;
      rainbows++;
      expect(bands).toHaveLength(4);
      const widths = bands.map((b) => Number(b[3]) - Number(b[4]));
      for (const w of widths) expect(w).toBeCloseTo(widths[0], 1);
      // kids' bands are wide enough to colour: 8 mm and more on an A4 page
      expect(widths[0]).toBeGreaterThan(8);
      for (const b of bands) expect(Number(b[2])).toBeGreaterThan(horizon);
    }
    expect(rainbows).toBeGreaterThanOrEqual(12);
    expect(rainbows).toBeLessThanOrEqual(30);
  });

  it('puts the sun in a corner beside the arch, short-rayed, never over the bands or behind the subject', () => {
    let suns = 0;
    // a shorter subject, with room for a sun beside the arch on some pages
    const short: Box = { x: 50, y: 150, w: 100, h: 120 };
    for (let seed = 1; seed <= 60; seed++) {
      const svg = paint(seed, kids, {}, short);
      const band = [...svg.matchAll(BAND)][0];
      if (!band) continue;
      // no sunburst: no path of long straight rays
      expect(svg).not.toMatch(/<path d="(?:M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+){5,}" fill="none"/);
      // the sun: a disc right after its ring of ten pointed rays
      const disc = svg.match(/(?:M[\d.-]+ [\d.-]+(?:L[\d.-]+ [\d.-]+){2}Z){10}"[^>]*\/><circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/);
      if (!disc) continue;
      suns++;
      const [, x, y, r] = disc.map(Number);
      const outer = Number(band[3]),
        cx = Number(band[1]) + outer,
        cy = Number(band[2]);
      expect(Math.hypot(x - cx, y - cy), `seed ${seed}`).toBeGreaterThan(outer + r * 1.75);
      expect(x < short.x + short.w * 0.08 || x > short.x + short.w * 0.92 || y + r * 1.75 < short.y, `seed ${seed}`).toBe(true);
    }
    expect(suns).toBeGreaterThan(0);
  });

  it('cuts an adults’ rainbow into cells like courses of bricks, over the sunburst', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const svg = paint(seed, adults, { patternSky: true });
      const bands = [...svg.matchAll(BAND)];
      if (!bands.length) continue;
      seen++;
      expect(bands).toHaveLength(6);
      const cuts = svg.slice(svg.indexOf(bands[5][0])).match(/^[^]*?<path d="((?:M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+)+)"/)![1];
      expect(cuts.match(/M/g)!.length).toBeGreaterThan(60);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('leaves its own rainbow out where the prompt’s rainbow is on the page', () => {
    for (let seed = 1; seed <= 60; seed++) expect(paint(seed, kids, { rainbow: false })).not.toMatch(BAND);
  });
});
