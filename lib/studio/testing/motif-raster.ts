// Rasters a motif of the studio's 72-unit box for the motif tests: its ink as a grid, whether a disc of it is all
// ink or all white, and how many of its open strokes stand free of every other line (a drawn-on mouth, a smile).
import sharp from 'sharp';
import { expect } from 'vitest';
import motifs from '../data/motifs.json';

export const table = motifs as unknown as Record<string, { n: string; b: number[]; f: string; s: string; d: string; c?: string }>;

export const PX = 8; // pixels per unit of the 72-unit box
export async function raster(body: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${72 * PX}" height="${72 * PX}"><rect width="72" height="72" fill="#fff"/>${body}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).greyscale().raw().toBuffer());
}
/** A motif as printed at a thin line: its areas white with a black edge, its lines, its dots. */
export const printed = (m: { f: string; s: string; d: string }) =>
  raster(`<g fill="#fff" stroke="#000" stroke-width="0.7">${m.f}</g><g fill="none" stroke="#000" stroke-width="0.7">${m.s}</g><g>${m.d}</g>`);

/** The runs of ink (or of white) across the row at `y` of a raster, between `x0` and `x1`, as [start, length] in units. */
export function runs(grid: Uint8Array, y: number, x0: number, x1: number, ink = true): [number, number][] {
  const row = Math.round(y * PX) * 72 * PX;
  const found: [number, number][] = [];
  let start = -1;
  for (let x = Math.round(x0 * PX); x <= Math.round(x1 * PX) + 1; x++) {
    const on = x <= Math.round(x1 * PX) && grid[row + x] < 128 === ink;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      found.push([start / PX, (x - start) / PX]);
      start = -1;
    }
  }
  return found;
}

/** The runs of a motif's silhouette (its areas filled) across the row at `y`, between `x0` and `x1`. */
export const silhouetteRuns = async (m: { f: string }, y: number, x0: number, x1: number) => runs(await raster(`<g fill="#000">${m.f}</g>`), y, x0, x1);

export const all = (grid: Uint8Array, x: number, y: number, r: number, test: (v: number) => boolean) => {
  for (let dy = -r * PX; dy <= r * PX; dy++)
    for (let dx = -r * PX; dx <= r * PX; dx++) {
      if (dx * dx + dy * dy > r * r * PX * PX) continue;
      const v = grid[Math.round(y * PX + dy) * 72 * PX + Math.round(x * PX + dx)];
      if (v === undefined || !test(v)) return false;
    }
  return true;
};
/**
 * Counts the open strokes (absolute M, then Q/L/C only) whose two ends lie 1 unit inside the silhouette
 * and 0.8 units clear of the outline, every other stroke and the dots: a drawn-on mouth. The borders of the
 * outlined flat emoji end on other lines, so they never count.
 */
export async function freeStandingStrokes(m: { f: string; s: string; d: string }): Promise<number> {
  const subpaths = [...m.s.matchAll(/d="([^"]+)"/g)].flatMap((d) => d[1].split(/(?=M)/));
  const inside = await raster(`<g fill="#000">${m.f}</g>`);
  let count = 0;
  for (const [i, sub] of subpaths.entries()) {
    if (!/^M[\d.\s,-]+(?:[QLC][\d.\s,-]+)+$/.test(sub.trim())) continue;
    const numbers = sub.match(/-?[\d.]+/g)!.map(Number);
    const ends = [numbers.slice(0, 2), numbers.slice(-2)];
    const others = subpaths.filter((_, j) => j !== i).join('');
    const ink = await raster(`<g fill="none" stroke="#000" stroke-width="0.3">${m.f}<path d="${others}"/></g><g fill="#000">${m.d}</g>`);
    if (ends.every(([x, y]) => all(inside, x, y, 1, (v) => v < 128) && all(ink, x, y, 0.8, (v) => v > 128))) count++;
  }
  return count;
}

/** The box round a raster's ink, in units: [x0, y0, x1, y1]. */
export function inkBox(grid: Uint8Array): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < grid.length; i++) {
    if (grid[i] >= 128) continue;
    const [x, y] = [(i % (72 * PX)) / PX, Math.floor(i / (72 * PX)) / PX];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return [x0, y0, x1, y1];
}

/** How many closed areas a motif of the built table has. */
export const areaCount = (id: string) => table[id].f.match(/<path/g)!.length;

/** How many lines a walk through `points` (straight from each to the next) crosses on a printed motif (`printed`). */
export function crossingsAlong(grid: Uint8Array, points: [number, number][]): number {
  let count = 0;
  let wasInk = false;
  for (let k = 1; k < points.length; k++) {
    const [[x0, y0], [x1, y1]] = [points[k - 1], points[k]];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * PX));
    for (let i = 0; i <= steps; i++) {
      const [x, y] = [x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps];
      const ink = grid[Math.round(y * PX) * 72 * PX + Math.round(x * PX)] < 128;
      if (ink && !wasInk) count++;
      wasInk = ink;
    }
  }
  return count;
}

/** How many lines a straight walk from `a` to `b` crosses on a printed motif. */
export const crossings = (grid: Uint8Array, a: [number, number], b: [number, number]) => crossingsAlong(grid, [a, b]);

/** How many runs of ink a walk down the column at `x`, from `y0` to `y1` (units), meets. */
export function columnRuns(grid: Uint8Array, x: number, y0: number, y1: number): number {
  let count = 0;
  let on = false;
  for (let y = Math.round(y0 * PX); y <= Math.round(y1 * PX); y++) {
    const ink = grid[y * 72 * PX + Math.round(x * PX)] < 128;
    if (ink && !on) count++;
    on = ink;
  }
  return count;
}

/** The solid black of a motif (its `d` dots), in square units of the 72-unit box. */
export const solidBlack = async (id: string) => (await raster(`<g fill="#000">${table[id].d}</g>`)).filter((v) => v < 128).length / (PX * PX);

/** The motif's longer side, in units of its 72-unit box. */
export const longSide = (id: string) => {
  const [x0, y0, x1, y1] = table[id].b;
  return Math.max(x1 - x0, y1 - y0);
};

/**
 * The house's kawaii face, `faces` of them (lib/studio/art-kit/kawaii-face.ts): each smile standing free of every
 * other line, each face's oval kept clear of an adult page's fill (`c`, one closed path a face), and, with `black`
 * given, the eyes the only solid black: more than black[0] and less than black[1] square units a face.
 */
export async function expectKawaiiFaces(id: string, { faces = 1, black }: { faces?: number; black?: [number, number] } = {}) {
  const m = table[id];
  expect(await freeStandingStrokes(m)).toBeGreaterThanOrEqual(faces);
  expect(m.c).toMatch(new RegExp(`^(<path d="M[^"]+Z"/>){${faces}}$`));
  if (!black) return;
  const ink = await solidBlack(id);
  expect(ink).toBeGreaterThan(faces * black[0]);
  expect(ink).toBeLessThan(faces * black[1]);
}

/**
 * The closed white areas of a printed motif (`printed`), those not reaching the raster's border, as their size in
 * square units and their centre: a plate, a spot, a toenail as the child sees it, however much of it lies under another.
 */
export function closedWhites(grid: Uint8Array): { area: number; x: number; y: number }[] {
  const n = 72 * PX;
  const seen = new Uint8Array(n * n);
  const found: { area: number; x: number; y: number }[] = [];
  for (let start = 0; start < n * n; start++) {
    if (seen[start] || grid[start] < 128) continue;
    const stack = [start];
    seen[start] = 1;
    let [sx, sy, count, open] = [0, 0, 0, false];
    while (stack.length) {
      const p = stack.pop()!;
      const [x, y] = [p % n, Math.floor(p / n)];
      [sx, sy, count] = [sx + x, sy + y, count + 1];
      if (x === 0 || y === 0 || x === n - 1 || y === n - 1) open = true;
      for (const q of [x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, p - n, p + n])
        if (q >= 0 && q < n * n && !seen[q] && grid[q] >= 128) {
          seen[q] = 1;
          stack.push(q);
        }
    }
    if (!open) found.push({ area: count / (PX * PX), x: sx / count / PX, y: sy / count / PX });
  }
  return found;
}

/**
 * Each closed area of a motif on its own, filled: its path, its box in units, its centre of mass, its leftmost
 * point (a fin's root, for a creature facing left) and its size in square units.
 */
export async function areaShapes(m: { f: string }) {
  return Promise.all(
    m.f.match(/<path d="[^"]+"\/>/g)!.map(async (p) => {
      const grid = await raster(`<g fill="#000">${p}</g>`);
      const [x0, y0, x1, y1] = inkBox(grid);
      let [sx, sy, n, root] = [0, 0, 0, [Infinity, 0] as [number, number]];
      for (let i = 0; i < grid.length; i++) {
        if (grid[i] >= 128) continue;
        const [x, y] = [(i % (72 * PX)) / PX, Math.floor(i / (72 * PX)) / PX];
        [sx, sy, n] = [sx + x, sy + y, n + 1];
        if (x < root[0]) root = [x, y];
      }
      return { p, x0, y0, x1, y1, w: x1 - x0, h: y1 - y0, cx: sx / n, cy: sy / n, root, size: n / (PX * PX) };
    }),
  );
}
