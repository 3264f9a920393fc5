// The dragon drawn by us (scripts/drawn-motifs/dragon.ts) in the built table. Fluent's dragon was an Eastern serpent
// coiled in loops with a small head, which a child in most of our languages does not read as a dragon; ours is a
// storybook dragon standing whole on four clawed feet, with a face, horns, a bat wing, back spikes, a belly of band
// plates and a spade-tipped tail, all areas to colour, and no solid black but two pupils and two nostrils.
import { describe, expect, it } from 'vitest';
import { freeStandingStrokes, PX, raster, table } from '../testing/motif-raster';

const m = table['1F409'];
/** The areas' starting points, one for each `<path>` in `f`. */
const starts = [...m.f.matchAll(/<path d="M(-?[\d.]+) (-?[\d.]+)/g)].map((a) => [Number(a[1]), Number(a[2])]);

describe('the dragon drawn by us', () => {
  it("stands whole, filling the box, with a smile on a head kept clear of an adult page's fill", async () => {
    expect(starts.length).toBeGreaterThanOrEqual(45);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(62);
    expect(m.b[3]).toBeGreaterThan(64);
    expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(1);
    // the head, then the pale belly (kept clear too, so the scales stop at the underside)
    expect(m.c).toMatch(/^<path d="M[^"]+Z"\/><path d="M[^"]+Z"\/>$/);
  });

  it('has two pupils and two nostrils, never a big black area', async () => {
    expect(m.d.match(/M/g)).toHaveLength(4);
    const ink = await raster(`<g fill="#000">${m.d}</g>`);
    expect(ink.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(22); // square units
  });

  it('faces left: its head in the left third of the box, its tail in the right', () => {
    const head = m.c!.split('/>')[0].match(/-?[\d.]+/g)!.map(Number);
    const xs = head.filter((_, i) => i % 2 === 0);
    expect(Math.max(...xs)).toBeLessThan(30);
    expect(Math.min(...xs)).toBeLessThan(4);
  });

  it('has a wing of three membrane panels from the wrist and three claws on each of its four feet', () => {
    const fromWrist = starts.filter(([x, y]) => x === 46 && y === 10);
    expect(fromWrist.length).toBeGreaterThanOrEqual(3);
    // a claw starts on the ground line at its right-hand foot
    const claws = starts.filter(([, y]) => y === 65);
    expect(claws.length).toBeGreaterThanOrEqual(12);
  });
});
