// The way a balloon's or a kite's string runs from the thing down to where it is tied on the subject (tied-things.ts):
// pulled taut round the outside of the subject's drawn sides, clear of them, as a string drawn round a cat's head
// to its front paw. A straight string to the paw had crossed the face.
import type { Sides } from './motif-art';
import { f } from './paper';

export type Pt = [number, number];

/**
 * The string's corners from `tie` to `end`: the shortest way that keeps `clear` outside the subject's near side
 * (`right`: the thing is on its right) in every row between the two, but the last `free` above `end` (the paw
 * itself). A rope over pegs: the hull of the rows' outermost points, seen from the thing's side.
 */
export function stringCorners(tie: Pt, end: Pt, sides: Sides | undefined, right: boolean, clear: number, free: number): Pt[] {
  // Towards the thing is up in `u`: u = x on the right side, −x on the left.
  const out = (x: number) => (right ? x : -x);
  const pegs: Pt[] = [];
  sides?.[right ? 'right' : 'left'].forEach((x, i) => {
    const y0 = sides.top + i * sides.row;
    for (const y of [y0, y0 + sides.row]) if (y > tie[1] && y < end[1] - free) pegs.push([out(x) + clear, y]);
  });
  // The upper hull of (y, u) from the tie to the end: each corner where the rope bends round a peg.
  const pts = [[out(tie[0]), tie[1]] as Pt, ...pegs.sort((a, b) => a[1] - b[1]), [out(end[0]), end[1]] as Pt];
  const hull: Pt[] = [];
  for (const p of pts) {
    while (hull.length >= 2) {
      const [a, b] = [hull[hull.length - 2]!, hull[hull.length - 1]!];
      // b lies on or under the line from a to p (on the subject's side of it): the rope does not touch it
      const cross = (b[1] - a[1]) * (p[0] - a[0]) - (b[0] - a[0]) * (p[1] - a[1]);
      if (cross >= 0) hull.pop();
      else break;
    }
    hull.push(p);
  }
  return hull.map(([u, y]) => [out(u), y]);
}

/**
 * The string as an SVG path through `corners`: one corner-less string sags a little away from the subject as a
 * string in the wind does; a bent one rounds each corner over at most `round` of its length.
 */
export function stringPath(corners: Pt[], right: boolean, strokeMm: number, round = 14): string {
  const [tie, end] = [corners[0]!, corners[corners.length - 1]!];
  let d = `M${f(tie[0])} ${f(tie[1])}`;
  if (corners.length === 2) {
    const len = Math.hypot(end[0] - tie[0], end[1] - tie[1]);
    const bend: Pt = [(tie[0] + end[0]) / 2 + (right ? 1 : -1) * len * 0.06, (tie[1] + end[1]) / 2 + len * 0.04];
    d += `Q${f(bend[0])} ${f(bend[1])} ${f(end[0])} ${f(end[1])}`;
  } else {
    for (let i = 1; i < corners.length - 1; i++) {
      const [a, b, c] = [corners[i - 1]!, corners[i]!, corners[i + 1]!];
      const toward = (p: Pt, by: number): Pt => {
        const len = Math.hypot(p[0] - b[0], p[1] - b[1]) || 1;
        const t = Math.min(by, len * 0.45) / len;
        return [b[0] + (p[0] - b[0]) * t, b[1] + (p[1] - b[1]) * t];
      };
      const [p, q] = [toward(a, round), toward(c, round)];
      d += `L${f(p[0])} ${f(p[1])}Q${f(b[0])} ${f(b[1])} ${f(q[0])} ${f(q[1])}`;
    }
    d += `L${f(end[0])} ${f(end[1])}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(strokeMm)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
