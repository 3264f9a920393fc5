// The winter subjects and the sea turtle drawn by us (scripts/drawn-motifs/winter-and-sea.ts) in the built table:
// Fluent's penguin was a big egg with a tiny face, OpenMoji's snowman two small balls under a box hat with
// snowflakes floating round it, Fluent's sea turtle a dome with a very small head. Ours are whole, with a face kept
// clear of an adult page's fill, areas to colour and no solid black but eyes (the turtle's with a shine) and small
// coal dots.
import { describe, expect, it } from 'vitest';
import { freeStandingStrokes, PX, raster, silhouetteRuns, table } from '../testing/motif-raster';

describe('winter subjects and the sea turtle drawn by us', () => {
  it.each([
    ['1F427', 'penguin', 12, 2, 60, 32],
    ['2603', 'snowman', 18, 7, 68, 20],
    ['26C4', 'snowman without snow', 18, 7, 68, 20],
    ['1F422', 'sea turtle', 25, 2, 68, 20],
  ] as const)(
    "draws %s (%s) whole across the box in at least %i areas, with a face kept clear of an adult page's fill",
    async (id, _name, areas, dots, long, ink) => {
      const m = table[id];
      expect(m.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(areas);
      expect(Math.max(m.b[2] - m.b[0], m.b[3] - m.b[1])).toBeGreaterThan(long);
      expect(m.c).toMatch(/^<path d="M[^"]+Z"\/>$/);
      // eyes (and the snowman's five coal dots of a smile), never a big black area
      expect(m.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(dots);
      const black = await raster(`<g fill="#000">${m.d}</g>`);
      expect(black.filter((v) => v < 128).length / (PX * PX)).toBeLessThan(ink); // square units
    },
  );

  // The penguin's smile under its beak and the turtle's under its eye are drawn on, standing free of every line.
  it.each(['1F427', '1F422'])('gives %s a smile standing free', async (id) => {
    expect(await freeStandingStrokes(table[id])).toBeGreaterThanOrEqual(1);
  });

  // The penguin and the snowman stand: taller than wide or as tall, filling the box from hat (or head) to feet.
  it.each(['1F427', '2603'])('draws %s standing, filling the box from top to bottom', (id) => {
    const b = table[id].b;
    expect(b[3] - b[1]).toBeGreaterThan(66);
    expect(b[3] - b[1]).toBeGreaterThanOrEqual(b[2] - b[0] - 2);
  });

  // The snowman's smile is five small coal dots, each far smaller than an eye; no snowflakes float round him.
  it('gives the snowman a smile of small coal dots and no snowflakes', () => {
    const radii = [...table['2603'].d.matchAll(/M[\d.]+ [\d.]+a([\d.]+) /g)].map((r) => Number(r[1]));
    expect(radii.filter((r) => r < 0.8)).toHaveLength(5);
    expect(table['2603'].s).not.toMatch(/<line/);
  });

  // The sea turtle swims side-on: long and low, its head in front (on the left) of its domed shell. Wide enough
  // that a catalogue page draws it twice (compose-scene's FLAT_ASPECT), a big one and a small one.
  it('draws the sea turtle side-on, long and low, facing left', () => {
    const b = table['1F422'].b;
    expect(b[2] - b[0]).toBeGreaterThan(68);
    expect(b[3] - b[1]).toBeLessThan(50);
    expect((b[2] - b[0]) / (b[3] - b[1])).toBeGreaterThan(1.56);
    const eye = table['1F422'].d.match(/M([\d.]+) /)!;
    expect(Number(eye[1])).toBeLessThan(20);
  });

  // The head is held up in front of the shell on a neck one sees: beside the shell's upper half the head stands
  // apart from it, and between the two the neck is narrower than the head. Our first turtle's head sat low against
  // the shell with no neck, and seemed to float there.
  it("holds the sea turtle's head up on a neck", async () => {
    const m = table['1F422'];
    const row = await silhouetteRuns(m, 24, 0, 72);
    expect(row).toHaveLength(2);
    expect(row[0][0] + row[0][1]).toBeLessThan(20); // the head, ending well before the shell begins
    expect(row[1][0] - row[0][0] - row[0][1]).toBeGreaterThan(8);
    const grid = await raster(`<g fill="#000">${m.f}</g>`);
    // down the column at x 21, between the head and the shell: the neck, thinner than the head
    let neck = 0;
    for (let y = 20 * PX; y < 42 * PX; y++) if (grid[y * 72 * PX + 21 * PX] < 128) neck++;
    expect(neck / PX).toBeGreaterThan(5);
    expect(neck / PX).toBeLessThan(12);
  });

  // Four paddles, not sticks: under the shell the front flippers are broad (one reaching forward, one back in its
  // stroke), and the flippers carry scale patches (areas) to colour.
  it('gives the sea turtle broad paddle flippers', async () => {
    const front = (await silhouetteRuns(table['1F422'], 55, 0, 52)).filter(([, w]) => w > 10);
    expect(front).toHaveLength(2);
  });
});
