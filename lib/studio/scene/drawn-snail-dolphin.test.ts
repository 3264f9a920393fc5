// The snail and the dolphin drawn by us (scripts/drawn-motifs/snail.ts, dolphin.ts) in the built table. Fluent's
// snail was a plain circle in a box on a faceless body (no spiral); its dolphin curled its tail into a hook beside
// its body. Ours: a shell whose spiral band winds round in pieces to colour, eyes on stalks and a smile, a rippled
// foot; a dolphin leaping in an arc with a beak, a smile, an eye, a belly of its own and level flukes.
import { describe, expect, it } from 'vitest';
import { all, freeStandingStrokes, printed, PX, raster, runs, silhouetteRuns, table } from '../testing/motif-raster';

const snail = table['1F40C'];
const dolphin = table['1F42C'];

/** The distances from (cx, cy), along the ray at `deg` degrees (y down) out to `r`, where it meets a line. */
function crossings(grid: Uint8Array, cx: number, cy: number, deg: number, r: number): number[] {
  const a = (deg * Math.PI) / 180;
  const found: number[] = [];
  let before = false;
  for (let d = 0; d <= r; d += 0.05) {
    const [x, y] = [Math.round((cx + d * Math.cos(a)) * PX), Math.round((cy + d * Math.sin(a)) * PX)];
    const ink = grid[y * 72 * PX + x] < 128;
    if (ink && !before) found.push(d);
    before = ink;
  }
  return found;
}

/** How much of a motif's `d` prints black, in square units. */
const blackOf = async (m: { d: string }) => (await raster(`<g fill="#000">${m.d}</g>`)).filter((v) => v < 128).length / (PX * PX);

describe('the snail drawn by us', () => {
  it("draws the snail whole in at least 18 areas, filling the box, with a face kept clear of an adult page's fill", () => {
    expect(snail.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(18);
    expect(snail.b[2] - snail.b[0]).toBeGreaterThan(66);
    expect(snail.b[3] - snail.b[1]).toBeGreaterThan(60);
    // the head and the two eyes
    expect(snail.c!.match(/a[\d.]+ [\d.]+ 0 1 0/g)).toHaveLength(6);
  });

  // The shell's centre is (45, 29.5), its rim 24 units out.
  it('winds a spiral in the shell: every way out from its centre crosses two turns or more before the rim', async () => {
    const grid = await printed(snail);
    for (let deg = 0; deg < 360; deg += 45) expect(crossings(grid, 45, 29.5, deg, 25.5).length, `${deg}°`).toBeGreaterThanOrEqual(3);
    // one spiral line, not rings: the innermost line it meets comes nearer the centre at each quarter turn round
    const innermost = [0, 90, 180, 270].map((deg) => crossings(grid, 45, 29.5, deg, 25.5)[0]);
    for (let i = 1; i < 4; i++) expect(innermost[i]).toBeLessThan(innermost[i - 1] - 1);
  });

  it('cuts the spiral band into a dozen pieces or more to colour', () => {
    // the pieces share the shell's edge: a dozen areas or more lie inside the rim
    const inShell = [...snail.f.matchAll(/<path d="M([\d.]+) ([\d.]+)/g)].filter(([, x, y]) => Math.hypot(Number(x) - 45, Number(y) - 29.5) < 24.5);
    expect(inShell.length).toBeGreaterThanOrEqual(12);
  });

  it('puts its eyes on the tips of two stalks above the head, each a white ball round a pupil with a shine', async () => {
    const grid = await printed(snail);
    const eyes = [
      [7.2, 8.2],
      [22.4, 7.6],
    ];
    for (const [x, y] of eyes) {
      // the pupil, looking forward: ink at its middle, white in its shine and between it and the ball's rim
      expect(all(grid, x - 0.6, y + 0.9, 0.6, (v) => v < 128)).toBe(true);
      expect(all(grid, x - 1.7, y - 0.4, 0.15, (v) => v > 128)).toBe(true);
      expect(all(grid, x + 2, y, 0.4, (v) => v > 128)).toBe(true);
    }
    // each stalk joins its eye to the head, with no gap along it
    const silhouette = await raster(`<g fill="#000">${snail.f}</g>`);
    for (const [[x0, y0], [x1, y1]] of [
      [
        [7.5, 8.2],
        [11.3, 27],
      ],
      [
        [21.8, 7.6],
        [18.4, 27],
      ],
    ])
      for (let t = 0; t <= 1; t += 0.05)
        expect(
          all(silhouette, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 0.3, (v) => v < 128),
          `t ${t}`,
        ).toBe(true);
    expect(await blackOf(snail)).toBeLessThan(26); // two pupils 3.8 across
  });

  it('smiles: a line on the head standing free of every other', async () => {
    expect(await freeStandingStrokes(snail)).toBeGreaterThanOrEqual(1);
  });

  it('glides on a foot whose bottom edge ripples', async () => {
    const silhouette = await raster(`<g fill="#000">${snail.f}</g>`);
    const bottom = (x: number) => {
      for (let y = 71.9; y > 40; y -= 0.1) if (silhouette[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128) return y;
      return 0;
    };
    // the bumps hang below the dips between them, nine times along the foot
    for (let i = 0; i < 9; i++) expect(bottom(8.5 + 7 * i) - bottom(12 + 7 * i), `bump ${i}`).toBeGreaterThan(0.8);
  });
});

describe('the dolphin drawn by us', () => {
  it("draws the dolphin filling the box, in areas of its own, with a face kept clear of an adult page's fill", () => {
    expect(dolphin.b[2] - dolphin.b[0]).toBeGreaterThan(66);
    expect(dolphin.b[3] - dolphin.b[1]).toBeGreaterThan(60);
    // body, belly, dorsal fin, flipper, flukes, eye
    expect(dolphin.f.match(/<path/g)!.length).toBeGreaterThanOrEqual(6);
    // the face, then the pale belly
    expect(dolphin.c).toMatch(/^<path d="M[^"]+Z"\/><path d="M[^"]+Z"\/>$/);
  });

  it('leaps in an arc, head high at the left and tail low at the right, the space under the arch empty', async () => {
    // the beak's tip: the leftmost part, high in the box
    const [[, beak]] = await silhouetteRuns(dolphin, 24, 0, 10);
    expect(beak).toBeGreaterThan(3);
    // under the arch, nothing: Fluent's tail curled back there beside the body
    for (const y of [40, 48, 56, 64]) expect(await silhouetteRuns(dolphin, y, 0, 38), `row ${y}`).toEqual([]);
  });

  it('spreads its flukes level across the bottom right', async () => {
    const row = await silhouetteRuns(dolphin, 64, 36, 72);
    expect(row).toHaveLength(1);
    expect(row[0][1]).toBeGreaterThan(18);
  });

  it('has a lighter belly as an area of its own, between the underside and a line inside the body', async () => {
    const grid = await printed(dolphin);
    // across the tail half of the arch: the underside, the belly's edge, the back, and nothing else
    for (const y of [36, 38, 40]) {
      const lines = runs(grid, y, 38, 72);
      expect(lines, `row ${y}`).toHaveLength(3);
      const [under, edge, back] = lines.map(([x, w]) => x + w / 2);
      expect(edge - under, `row ${y}`).toBeGreaterThan(2.5);
      expect(back - edge, `row ${y}`).toBeGreaterThan(edge - under);
    }
  });

  it('looks out of a white-ringed eye with a shine, smiles along its beak and has no solid black but the pupil', async () => {
    expect(await freeStandingStrokes(dolphin)).toBeGreaterThanOrEqual(1);
    expect(dolphin.d.match(/M[\d.]+ [\d.]+a/g)).toHaveLength(2); // the pupil and its shine
    expect(await blackOf(dolphin)).toBeLessThan(10);
  });
});
