// The castle and the volcano drawn by us (scripts/drawn-motifs/scenery.ts) in the built table: OpenMoji's castle was
// a thin-line row of three boxy towers with slot windows, its volcano a thin lopsided cone under a blob of smoke,
// both small and empty on a page. Ours fill the box with areas to colour (roofs, pennants, stones, windows, a door;
// rock ledges, lava streams, smoke puffs, flying rocks) and print no solid black at all.
import { describe, expect, it } from 'vitest';
import { all, raster, table } from '../testing/motif-raster';

describe('the castle and the volcano drawn by us', () => {
  it.each([
    ['1F3F0', 'castle', 28],
    ['1F30B', 'volcano', 16],
  ] as const)('draws %s (%s) filling the box in at least %i areas, with no solid black', (id, _name, areas) => {
    const m = table[id];
    expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
    expect(m.b[2] - m.b[0]).toBeGreaterThan(66);
    expect(m.b[3] - m.b[1]).toBeGreaterThan(66);
    expect(m.d).toBe('');
  });

  // Windows, the door and the crater are white areas with an outline, never black holes: the printed ink (areas
  // outlined at the page's line width, lines, dots) leaves a white disc inside each of them.
  it.each([
    ['1F3F0', 'a keep window', 30.5, 29.8],
    ['1F3F0', 'a tower window', 10, 54.5],
    ['1F3F0', 'a plank of the door', 37.6, 59],
    ['1F30B', 'the crater', 36, 26.2],
    ['1F30B', 'a lava stream', 36, 50],
    ['1F30B', 'the smoke', 36, 12],
  ] as const)('leaves %s white in %s', async (id, _what, x, y) => {
    const m = table[id];
    const ink = await raster(`<g stroke="#000" stroke-width="1.2" stroke-linejoin="round"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>${m.d}`);
    expect(all(ink, x, y, 0.8, (v) => v > 128)).toBe(true);
  });

  // Roughly half the box or more is ink-free area to colour: no big solid parts, no dense hatching.
  it.each(['1F3F0', '1F30B'])('keeps %s mostly white inside', async (id) => {
    const m = table[id];
    const ink = await raster(`<g stroke="#000" stroke-width="1.2"><g fill="#fff">${m.f}</g><g fill="none">${m.s}</g></g>`);
    expect(ink.filter((v) => v < 128).length / ink.length).toBeLessThan(0.3);
  });
});
