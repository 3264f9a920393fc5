// Points on a motif's outline: the end points of its filled areas' path segments, in its own units. Enough to
// find where something reaching the motif meets its edge (a balloon's string at an animal's front, tied-things.ts)
// without drawing it.
import { PATH_ARGS, pathTokens } from '../art-kit/shapes';
import { motifData } from './motif-art';

/** The end points of every segment of the SVG path data `d` (absolute and relative commands alike). */
export function pathEnds(d: string): [number, number][] {
  const ends: [number, number][] = [];
  const tokens = pathTokens(d);
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0,
    cmd = 'M',
    i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const up = cmd.toUpperCase(),
      rel = cmd !== up;
    // how many numbers the command takes; the last pair of them is the segment's end point
    const n = PATH_ARGS[up];
    if (n === undefined) break;
    if (!n) {
      [x, y] = [sx, sy];
      continue;
    }
    const a = tokens.slice(i, i + n).map(Number);
    if (a.length < n || a.some(Number.isNaN)) break;
    i += n;
    if (up === 'H') x = rel ? x + a[0]! : a[0]!;
    else if (up === 'V') y = rel ? y + a[0]! : a[0]!;
    else [x, y] = rel ? [x + a[n - 2]!, y + a[n - 1]!] : [a[n - 2]!, a[n - 1]!];
    if (up === 'M') {
      [sx, sy] = [x, y];
      // further pairs after a move are lines
      cmd = rel ? 'l' : 'L';
    }
    ends.push([x, y]);
  }
  return ends;
}

/** The end points of every filled area of motif `id`, in its own units (none for an unknown motif). */
export function outlinePoints(id: string): [number, number][] {
  const m = motifData(id);
  if (!m) return [];
  return [...m.f.matchAll(/ d="([^"]*)"/g)].flatMap((g) => pathEnds(g[1]!));
}
