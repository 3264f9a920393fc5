// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts). Ours (MIT).
//
// What the party things drawn by us share (party-balloons.ts, party-popper.ts): a string that curls on its way,
// as a balloon's curled ribbon does; the same string passing behind what is drawn in front of it; a plump star (a
// foil balloon, a piece of confetti).
import { flatten } from '../../lib/studio/art-kit/clip';
import { insidePolygon, line, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * An open line from `a` to `b` bowing to one side (`side` ±1, `bow` of its length) and, at the share `at` of the
 * way, curling `turns` times round little loops of radius `r` that cross the line as curled ribbon does (none with
 * `turns` 0): the points along it.
 */
export function curlyString(a: Pt, b: Pt, side: number, r: number, turns = 3, at = 0.5, bow = 0.08): Pt[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const u: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const n: Pt = [-u[1] * side, u[0] * side];
  const base = (t: number): Pt => {
    const across = len * bow * Math.sin(Math.PI * t);
    return [a[0] + (b[0] - a[0]) * t + n[0] * across, a[1] + (b[1] - a[1]) * t + n[1] * across];
  };
  const points: Pt[] = [];
  const steps = 48;
  for (let i = 0; i <= steps * at; i++) points.push(base(i / steps));
  // the loops: out along the string, round to one side and back across its own path, a step on each time
  const p = base(at);
  const q = base(at + 0.01);
  const tl = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const t: Pt = [(q[0] - p[0]) / tl, (q[1] - p[1]) / tl];
  const m: Pt = [t[1] * side, -t[0] * side];
  const d = r * 1.3;
  for (let i = 1; i <= turns * 24; i++) {
    const s = i / 24;
    const th = 2 * Math.PI * s;
    const along = d * s + r * Math.sin(th);
    const across = r * (1 - Math.cos(th));
    points.push([p[0] + t[0] * along + m[0] * across, p[1] + t[1] * along + m[1] * across]);
  }
  // on to the end, the loops' step forward fading out by the time it gets there
  const ahead = d * turns;
  for (let i = Math.floor(steps * at) + 1; i <= steps; i++) {
    const k = i / steps;
    const [x, y] = base(k);
    const fade = 1 - (k - at) / (1 - at);
    points.push([x + t[0] * ahead * fade, y + t[1] * ahead * fade]);
  }
  return points;
}

/**
 * The parts of the line through `points` that lie outside every one of the closed shapes `over` (path data of
 * absolute M L C Q Z, as drawn in front of it): a string passing behind a balloon, as path data.
 */
export function lineBehind(points: Pt[], over: string[]): string {
  const shapes = over.map((d) => flatten(d));
  const hidden = (p: Pt) => shapes.some((s) => insidePolygon(p, s));
  // where the segment from a shown point to a hidden one (or back) meets the outline, found by halving
  const edge = (shown: Pt, gone: Pt): Pt => {
    let [lo, hi] = [shown, gone];
    for (let i = 0; i < 14; i++) {
      const mid: Pt = [(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2];
      if (hidden(mid)) hi = mid;
      else lo = mid;
    }
    return lo;
  };
  const runs: Pt[][] = [[]];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (hidden(p)) {
      if (prev && !hidden(prev)) runs[runs.length - 1].push(edge(prev, p));
      if (runs[runs.length - 1].length) runs.push([]);
    } else {
      if (prev && hidden(prev)) runs[runs.length - 1].push(edge(p, prev));
      runs[runs.length - 1].push(p);
    }
  });
  return runs
    .filter((r) => r.length > 1)
    .map((r) => line(r))
    .join('');
}

/** A plump five-pointed star with its edges bowed out, centred on (cx, cy), `r` to its points: a foil balloon. */
export function plumpStar(cx: number, cy: number, r: number, inner: number): string {
  const at = (rad: number, i: number): Pt => [cx + rad * Math.cos(-Math.PI / 2 + (i * Math.PI) / 5), cy + rad * Math.sin(-Math.PI / 2 + (i * Math.PI) / 5)];
  let d = '';
  for (let i = 0; i < 10; i += 2) {
    // round the point: come in along its two edges and turn over a quadratic corner
    const [tip, before, after] = [at(r, i), at(inner, i - 1), at(inner, i + 1)];
    const toward = (p: Pt, k: number): Pt => [tip[0] + (p[0] - tip[0]) * k, tip[1] + (p[1] - tip[1]) * k];
    const [a0, a1] = [toward(before, 0.24), toward(after, 0.24)];
    d += `${i ? 'Q' : 'M'}${i ? `${r2(before[0])} ${r2(before[1])} ` : ''}${r2(a0[0])} ${r2(a0[1])}Q${r2(tip[0])} ${r2(tip[1])} ${r2(a1[0])} ${r2(a1[1])}`;
  }
  const [b, first] = [at(inner, 9), at(r, 0)];
  const start: Pt = [first[0] + (b[0] - first[0]) * 0.24, first[1] + (b[1] - first[1]) * 0.24];
  return `${d}Q${r2(b[0])} ${r2(b[1])} ${r2(start[0])} ${r2(start[1])}Z`;
}
